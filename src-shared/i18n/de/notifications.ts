import type { notificationsEn } from '../en/notifications.ts';

/** Die Mitteilungen aus main: Erinnerungen und der Fokus-Timer (Deutsch, formelle Anrede). */
export const notificationsDe: Record<keyof typeof notificationsEn, string> = {
  'notifications.notTrackingTitle': 'Sie erfassen gerade keine Zeit',
  'notifications.notTrackingNoEntry':
    'Seit {minutes} Minuten läuft keine Stoppuhr. Öffnen Sie Stint, um zu wählen, woran Sie arbeiten.',
  'notifications.notTrackingWithEntry':
    'Seit {minutes} Minuten läuft keine Stoppuhr. Starten Sie den letzten Zeiteintrag erneut oder öffnen Sie Stint, um einen zu wählen.',
  'notifications.startProject': '{project} starten',
  'notifications.startEntry': '{description} ({project}) starten',
  'notifications.openStint': 'Stint öffnen',
  'notifications.focusTitle': 'Fokus-Timer',
  'notifications.focusBreak': 'Pause: {minutes} Minuten',
  'notifications.focusWork': 'Zurück an die Arbeit',
};
