import type { outboxEn } from '../en/outbox.ts';

/** German: the outbox (changes on their way, refusals, conflicts, held writes). Spread into messages-de.ts. */
export const outboxDe: Readonly<Record<keyof typeof outboxEn, string>> = {
  'outbox.refusedCount': '{count} vom Dienst abgelehnt',
  'outbox.waitingCount':
    '{count, plural, one {# Änderung wartet} other {# Änderungen warten}}{online, select, yes {} other { (offline)}}',
  'outbox.summary': '{first}, {second}',
  'outbox.offline': 'Offline',
  'outbox.title': 'Änderungen unterwegs',
  'outbox.online': 'Jede Änderung bleibt auf diesem Computer, bis der Dienst sie bestätigt.',
  'outbox.serviceAway':
    'Der Dienst antwortet nicht. Ihre Änderungen bleiben auf diesem Computer und werden der Reihe nach gesendet, sobald er wieder erreichbar ist.',
  'outbox.allSent': 'Alles ist beim Dienst angekommen.',
  'outbox.elsewhere':
    '{count} weitere {count, plural, one {Änderung gehört} other {Änderungen gehören}} zu einer anderen Organisation oder Verbindung; sie werden gesendet, wenn Sie dorthin zurückwechseln.',
  'outbox.close': 'Schließen',
  'outbox.state.pending': 'Wartet',
  'outbox.state.blocked': 'Wartet auf eine abgelehnte Änderung davor',
  'outbox.state.refused': 'Abgelehnt',
  'outbox.nextTry': '{error} Nächster Versuch um {time}.',
  'outbox.tryAgain': 'Erneut versuchen',
  'outbox.sendNow': 'Jetzt senden',
  'outbox.giveUp': 'Verwerfen',
  'outbox.changeValues': 'Werte ändern',
  'outbox.keepMine': 'Meine behalten',
  'outbox.keepStored': 'Gespeicherte behalten',
  'outbox.conflict.caption': 'Ihre Änderung und der jetzt gespeicherte Stand',
  'outbox.conflict.field': 'Feld',
  'outbox.conflict.yours': 'Ihre',
  'outbox.conflict.stored': 'Jetzt gespeichert',
  'outbox.held.heading': 'Änderungen anderer Personen',
  'outbox.held.waiting':
    '{count, plural, one {# Änderung von {owner} wartet} other {# Änderungen von {owner} warten}} darauf, dass sich diese Person wieder anmeldet.',
  'outbox.held.anotherPerson': 'einer anderen Person',
  'outbox.held.connection': 'Verbindung: {label}.',
  'outbox.held.explanation':
    'Stint sendet diese Änderungen nur mit der Anmeldung dieser Person; sie bleiben auf diesem Computer, bis sich die Person hier wieder anmeldet.',
  'outbox.held.discard': 'Verwerfen',
  'outbox.held.confirmTitle': 'Die Änderungen von {owner} verwerfen?',
  'outbox.held.confirmBody':
    '{count, plural, one {Diese Änderung erreicht den Dienst nie.} other {Diese # Änderungen erreichen den Dienst nie.}} Das kann nicht rückgängig gemacht werden.',
  'outbox.held.cancel': 'Abbrechen',
  'outbox.held.confirm': 'Verwerfen',
  'outbox.held.discarding': 'Wird verworfen…',
} as const;
