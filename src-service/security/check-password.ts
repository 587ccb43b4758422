import type { LoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks a password for a reserved attempt. Should the hash itself fail, the attempt counts as a
 * failure, so a reservation is never left holding a place in the address's limit.
 */
export async function checkPassword(
  attempt: LoginAttempt,
  password: string,
  stored: string | null,
  now: () => number,
): Promise<boolean> {
  try {
    return await verifyPassword(password, stored);
  } catch (error) {
    // The hash's own error is the one to answer; a failure to record the attempt comes second.
    await attempt.failed(now()).catch(() => undefined);
    throw error;
  }
}
