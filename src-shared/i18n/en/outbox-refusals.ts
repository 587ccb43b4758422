/**
 * English: why the service will not take a change, and why one waits. Stored with the write as
 * id + values, so they are said in the language shown when read. Spread into messages-en.ts.
 */
export const outboxRefusalsEn = {
  'outbox.refusal.forbidden':
    'The service did not allow this change: your access to this organization does not permit it.{detail}',
  'outbox.refusal.gone': 'It no longer exists on the service; someone may have deleted it.{detail}',
  'outbox.refusal.invalid': 'The service refused the values: {violations}.',
  'outbox.refusal.invalidUnknown': 'The service refused the values: they are not valid.',
  'outbox.refusal.violations': '{first}; {rest}',
  'outbox.refusal.violation': '{field} {problem}',
  'outbox.refusal.someField': 'a field',
  'outbox.refusal.notValid': 'is not valid',
  'outbox.refusal.other': 'The service refused this change ({reason}).{detail}',
  'outbox.refusal.httpStatus': 'HTTP {status}',
  'outbox.refusal.failed': 'Stint could not send this change. The details are in the log.',
  'outbox.refusal.existsHidden': 'The service says this already exists, but cannot show it.',
  'outbox.refusal.deletedSinceEdit': 'It was deleted on the service after you edited it.',
  'outbox.refusal.changedSinceEdit':
    'Someone changed this on the service after you started editing. Choose which values to keep.',
  'outbox.refusal.notInTrash': 'It is no longer in the trash, so it cannot be brought back.',
  'outbox.refusal.cannotRead': 'This change cannot be read.',
  'outbox.refusal.unknownKind': 'This version of Stint does not know how to send this change.',
  'outbox.refusal.unreadable': 'This change was kept but cannot be sent: {reason} Drop it, or make it again.',
  'outbox.error.serviceAway': 'The service does not answer.',
  'outbox.error.signInAway': 'The sign-in does not answer.',
  'outbox.error.waitingForSignIn': 'Waiting for the time tracking sign-in of this organization.',
  'outbox.queued.onItsWay': 'The change is on its way to the service.',
  'outbox.queued.offline':
    'The service does not answer. The change is kept on this computer and sent when it is back.',
  'outbox.queued.notConnected':
    'The change is kept on this computer and sent once time tracking is connected again.',
  'outbox.queued.behindRefused':
    'It waits behind an earlier change the service refused. Fix or drop that one first.',
} as const;
