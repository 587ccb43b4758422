/** Bad arguments: one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The arguments were fine but the operation failed (unknown user, taken address...): exit code 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
