import { hashIsOutdated, hashPassword } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

/**
 * After a correct password: a hash made with older scrypt parameters is replaced by one made with
 * today's, so that stored hashes follow the parameters when they change (the password is at hand
 * only now). Only if the hash is still the one checked: a password changed meanwhile stays.
 * Neither the person's version nor `updated_at` moves: nothing they can see has changed.
 */
export async function upgradePasswordHash(
  db: SqlDatabase,
  account: { readonly userId: string; readonly hash: string | null },
  password: string,
): Promise<boolean> {
  if (account.hash === null || !hashIsOutdated(account.hash)) return false;
  const hash = await hashPassword(password);
  const result = await db.run('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?', [
    hash,
    account.userId,
    account.hash,
  ]);
  return result.changes > 0;
}

/**
 * `upgradePasswordHash` for a sign-in: a correct password is not refused because its hash could
 * not be replaced (the database busy, say); the next sign-in tries again.
 */
export async function keepHashCurrent(
  db: SqlDatabase,
  account: { readonly userId: string; readonly hash: string | null },
  password: string,
): Promise<void> {
  await upgradePasswordHash(db, account, password).catch(() => false);
}
