import type { outboxRefusalsEn } from '../en/outbox-refusals.ts';

/** German: why the service will not take a change, and why one waits. Spread into messages-de.ts. */
export const outboxRefusalsDe: Readonly<Record<keyof typeof outboxRefusalsEn, string>> = {
  'outbox.refusal.forbidden':
    'Der Dienst hat diese Änderung nicht erlaubt: Ihr Zugang zu dieser Organisation lässt sie nicht zu.{detail}',
  'outbox.refusal.gone':
    'Es ist auf dem Dienst nicht mehr vorhanden; vielleicht hat es jemand gelöscht.{detail}',
  'outbox.refusal.invalid': 'Der Dienst hat die Werte abgelehnt: {violations}.',
  'outbox.refusal.invalidUnknown': 'Der Dienst hat die Werte abgelehnt: Sie sind nicht gültig.',
  'outbox.refusal.violations': '{first}; {rest}',
  'outbox.refusal.violation': '{field} {problem}',
  'outbox.refusal.someField': 'ein Feld',
  'outbox.refusal.notValid': 'ist nicht gültig',
  'outbox.refusal.other': 'Der Dienst hat diese Änderung abgelehnt ({reason}).{detail}',
  'outbox.refusal.httpStatus': 'HTTP {status}',
  'outbox.refusal.failed': 'Stint konnte diese Änderung nicht senden. Die Einzelheiten stehen im Protokoll.',
  'outbox.refusal.existsHidden': 'Laut Dienst ist dies bereits vorhanden, er kann es aber nicht anzeigen.',
  'outbox.refusal.deletedSinceEdit': 'Es wurde auf dem Dienst gelöscht, nachdem Sie es bearbeitet haben.',
  'outbox.refusal.changedSinceEdit':
    'Jemand hat dies auf dem Dienst geändert, nachdem Sie mit der Bearbeitung begonnen haben. Wählen Sie, welche Werte bleiben sollen.',
  'outbox.refusal.notInTrash':
    'Es ist nicht mehr im Papierkorb und kann daher nicht wiederhergestellt werden.',
  'outbox.refusal.cannotRead': 'Diese Änderung kann nicht gelesen werden.',
  'outbox.refusal.unknownKind': 'Diese Version von Stint kann diese Änderung nicht senden.',
  'outbox.refusal.unreadable':
    'Diese Änderung wurde aufbewahrt, kann aber nicht gesendet werden: {reason} Verwerfen Sie sie oder nehmen Sie sie erneut vor.',
  'outbox.error.serviceAway': 'Der Dienst antwortet nicht.',
  'outbox.error.signInAway': 'Die Anmeldung antwortet nicht.',
  'outbox.error.waitingForSignIn': 'Warten auf die Zeiterfassungs-Anmeldung dieser Organisation.',
  'outbox.queued.onItsWay': 'Die Änderung ist auf dem Weg zum Dienst.',
  'outbox.queued.offline':
    'Der Dienst antwortet nicht. Die Änderung bleibt auf diesem Computer und wird gesendet, sobald er wieder da ist.',
  'outbox.queued.notConnected':
    'Die Änderung bleibt auf diesem Computer und wird gesendet, sobald die Zeiterfassung wieder verbunden ist.',
  'outbox.queued.behindRefused':
    'Sie wartet hinter einer früheren Änderung, die der Dienst abgelehnt hat. Korrigieren oder verwerfen Sie diese zuerst.',
};
