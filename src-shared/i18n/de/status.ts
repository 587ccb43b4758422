import type { statusEn } from '../en/status.ts';

/** Die Hinweise der Seite: offline, Benachrichtigungen in der Seite, Aktionen, die den Dienst brauchen (Deutsch, formelle Anrede). */
export const statusDe: Record<keyof typeof statusEn, string> = {
  'status.needsService': 'Braucht den Dienst, der gerade nicht antwortet.',
  'status.offlineNothingRead':
    'Offline – vom Dienst wurde noch nichts gelesen, daher gibt es nichts anzuzeigen, bis er antwortet.',
  'status.offlineShowing': 'Offline – angezeigt wird, was {age} gelesen wurde.',
  'status.readJustNow': 'gerade eben',
  'status.readMinutesAgo': '{minutes, plural, one {vor # Minute} other {vor # Minuten}}',
  'status.readHoursAgo': '{hours, plural, one {vor # Stunde} other {vor # Stunden}}',
  'status.notifications': 'Benachrichtigungen',
  'status.dismissNotification': '{title} schließen',
  'status.notificationActionFailed': 'Das hat nicht geklappt.',
};
