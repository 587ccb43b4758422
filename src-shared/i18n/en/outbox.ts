/** English: the outbox (changes on their way, refusals, conflicts, held writes). Spread into messages-en.ts. */
export const outboxEn = {
  'outbox.refusedCount': '{count} refused by the service',
  'outbox.waitingCount':
    '{count, plural, one {# change} other {# changes}} waiting{online, select, yes {} other { (offline)}}',
  'outbox.summary': '{first}, {second}',
  'outbox.offline': 'Offline',
  'outbox.title': 'Changes on their way',
  'outbox.online': 'Every change is kept on this computer until the service confirms it.',
  'outbox.serviceAway':
    'The service does not answer. Your changes are kept on this computer and sent, in order, when it is back.',
  'outbox.allSent': 'Everything has reached the service.',
  'outbox.elsewhere':
    '{count} more {count, plural, one {change belongs} other {changes belong}} to another organization or connection; they are sent when you switch back to it.',
  'outbox.close': 'Close',
  'outbox.state.pending': 'Waiting',
  'outbox.state.blocked': 'Waiting for a refused change before it',
  'outbox.state.refused': 'Refused',
  'outbox.nextTry': '{error} Next try at {time}.',
  'outbox.tryAgain': 'Try again',
  'outbox.sendNow': 'Send now',
  'outbox.giveUp': 'Give it up',
  'outbox.changeValues': 'Change the values',
  'outbox.keepMine': 'Keep mine',
  'outbox.keepStored': 'Keep what is stored',
  'outbox.conflict.caption': 'Your change and what is stored now',
  'outbox.conflict.field': 'Field',
  'outbox.conflict.yours': 'Yours',
  'outbox.conflict.stored': 'Stored now',
  'outbox.held.heading': 'Changes of other people',
  'outbox.held.waiting':
    '{count, plural, one {# change of {owner} waits} other {# changes of {owner} wait}} for them to sign in again.',
  'outbox.held.anotherPerson': 'another person',
  'outbox.held.connection': 'Connection: {label}.',
  'outbox.held.explanation':
    'Stint sends these only with their own sign-in, so they stay on this computer until that person signs in here again.',
  'outbox.held.discard': 'Discard them',
  'outbox.held.confirmTitle': 'Discard the changes of {owner}?',
  'outbox.held.confirmBody':
    '{count, plural, one {This change never reaches the service.} other {These # changes never reach the service.}} This cannot be undone.',
  'outbox.held.cancel': 'Cancel',
  'outbox.held.confirm': 'Discard',
  'outbox.held.discarding': 'Discarding…',
} as const;
