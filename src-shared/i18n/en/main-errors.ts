/**
 * English: sentences main and the core write themselves that were passed on as plain text before
 * (favorites, addresses of a connection, connecting the v1 interface). Spread into messages-en.ts.
 */
export const mainErrorsEn = {
  'error.favoritesFull': 'You have {max} favorites here already. Remove one to add another.',
  // Which address of a connection a problem is about: the subject of the sentences below.
  'connection.field.server': 'The server address',
  'connection.field.graph': 'The graph address',
  'connection.field.auth': 'The sign-in address',
  'connection.field.v1': 'The v1 address',
  'error.connectionUrl.notAddress': '{field} is not a web address. Write it like https://stint.example.com.',
  'error.connectionUrl.scheme': '{field} must start with https://.',
  'error.connectionUrl.credentials': '{field} must not contain a user name or password.',
  'error.connectionUrl.queryOrFragment': '{field} must not contain "?" or "#" parts.',
  'error.connectionUrl.plainHttp':
    '{field} must use https:// so that your password and sign-in stay encrypted (plain http is only allowed for this computer).',
  'error.v1.unreachable': 'The v1 interface is not answering right now. Try again in a moment.',
  'error.v1.keyRefused':
    'The key this device used for time tracking no longer works, perhaps because your password was changed. Enter your password once more to reconnect.',
  'error.v1.passwordRefused':
    'That password was not accepted. Use the password of your account on this service.',
  'error.v1.noKeyCreated': 'Signed in, but the service did not create a key for this device.',
  'error.v1.secretKeyRefused': 'That secret key was not accepted.',
  'error.v1.noAddress': 'Stint could not find the v1 address of this organization.',
  'error.v1.applicationKeyRefused':
    "The service does not accept Stint's application key for its v1 interface. Ask the service's administrator for one and enter it under Connection, Advanced.",
  'error.v1.noAccount': 'The v1 interface knows no account named {organization} for {email}.',
  'error.v1.notAnswering': 'The v1 interface is not answering right now.',
  'error.v1.keepsTrying': 'The v1 interface is not answering; Stint keeps trying.',
  'error.v1.signInEnded': 'The v1 sign-in of this device ended. Enter your password once more to reconnect.',
  // `answer` is the service's own text, as it came.
  'error.v1.failed': '{refusal}{answered, select, yes { The service answered: {answer}.} other {}}',
  // What is wrong with the service, said in the status and in errors.
  'backend.problem.embeddedNotStarted':
    'The service on this computer could not start. Check that the data folder is writable and not used by another copy of Stint.',
  'backend.problem.embeddedStopped':
    'The service on this computer stopped. Stint is starting it again and keeps your work.',
  'backend.problem.notStint': 'The service at {url} answered, but not like a Stint service (HTTP {status}).',
  'backend.problem.noAnswer': 'The service at {url} does not answer. Stint keeps your work and retries.',
  'error.backendProblemSignIn': '{problem} Check the connection in Settings, then sign in again.',
} as const;
