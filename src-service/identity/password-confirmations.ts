import { hashPassword, passwordRules } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import {
  confirmationProblem,
  findConfirmation,
  spendConfirmation,
  type ConfirmationProblem,
} from './confirmations.ts';
import { endOtherSessions, type KeptSession } from './end-sessions.ts';

export type PasswordChangeResult =
  | { readonly ok: true; readonly userId: string }
  | { readonly ok: false; readonly problem: ConfirmationProblem | 'password-length' };

export const isAcceptablePassword = (password: string): boolean =>
  password.length >= passwordRules.minLength && password.length <= passwordRules.maxLength;

/**
 * Sets the password of a `password` confirmation and spends it: the one step behind v1
 * `auth/confirm/{id}` and the hosted reset page, so whatever a password change must also do
 * belongs here and happens on both doors. A new password ends every other session of the
 * person; `keep` names the one that made the change (none for a reset by mailed link).
 */
export async function setPasswordWithConfirmation(
  db: SqlDatabase,
  id: string,
  password: string,
  now: () => number,
  // Finding the session may itself read the database (a v1 token is verified there).
  keep: (userId: string) => Promise<KeptSession | null> | KeptSession | null = () => null,
): Promise<PasswordChangeResult> {
  const found = await findConfirmation(db, id);
  const before = confirmationProblem(found, 'password', now());
  if (before !== null || found === undefined) return { ok: false, problem: before ?? 'unknown' };
  if (!isAcceptablePassword(password)) return { ok: false, problem: 'password-length' };
  const kept = await keep(found.userId);
  const hash = await hashPassword(password);
  // Hashing took a while: another request may have spent the id meanwhile, so check again.
  const at = now();
  return db.transaction(async (): Promise<PasswordChangeResult> => {
    const confirmation = await findConfirmation(db, id);
    const problem = confirmationProblem(confirmation, 'password', at);
    if (problem !== null || confirmation === undefined) return { ok: false, problem: problem ?? 'unknown' };
    if (!(await spendConfirmation(db, id, at))) return { ok: false, problem: 'used' };
    await db.run(
      // The id reached the person through their own sign-in or their mail: the address is theirs.
      'UPDATE users SET password_hash = ?, email_verified = 1, version = version + 1, updated_at = ? WHERE id = ?',
      [hash, at, confirmation.userId],
    );
    await endOtherSessions(db, confirmation.userId, kept, at);
    return { ok: true, userId: confirmation.userId };
  });
}
