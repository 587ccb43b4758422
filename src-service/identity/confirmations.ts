import { randomUUID } from 'node:crypto';
import { secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

/** A confirmation id (address confirmation, password change) is valid this long. */
export const confirmationMs = 24 * 3600 * 1000;

/**
 * `signup`: proves the person reads the address (sets `email_verified`), whether it was made at
 * sign-up or asked for again; `password`: sets a new password.
 */
export type ConfirmationKind = 'signup' | 'password';

export interface Confirmation {
  readonly kind: ConfirmationKind;
  readonly userId: string;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

/** Why a confirmation id cannot be used, for a page that tells its holder what to do next. */
export type ConfirmationProblem = 'unknown' | 'used' | 'expired';

interface Row {
  kind: ConfirmationKind;
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

/**
 * A new confirmation id for `userId`. Whoever holds it may set the password or confirm the
 * address, so, like every other credential here, only its SHA-256 is stored: the id exists in
 * clear only in the answer or the mail that carries it.
 */
export async function createConfirmation(
  db: SqlDatabase,
  input: { kind: ConfirmationKind; userId: string; organizationId?: string | null; lifetimeMs?: number },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.run(
    'INSERT INTO v1_confirmations (id, kind, user_id, organization_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      secretHash(id),
      input.kind,
      input.userId,
      input.organizationId ?? null,
      now,
      now + (input.lifetimeMs ?? confirmationMs),
    ],
  );
  return id;
}

/** The confirmation behind `id` whatever its state (used, expired), or undefined. */
export async function findConfirmation(db: SqlDatabase, id: string): Promise<Confirmation | undefined> {
  if (id === '' || id.length > 64) return undefined;
  const row = await db.get<Row>(
    'SELECT c.kind, c.user_id, c.expires_at, c.used_at FROM v1_confirmations c JOIN users u ON u.id = c.user_id WHERE c.id = ?',
    [secretHash(id)],
  );
  return row === undefined
    ? undefined
    : { kind: row.kind, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at };
}

/** Whether `confirmation` (of `kind`) may still be used at `now`; the problem when not. */
export function confirmationProblem(
  confirmation: Confirmation | undefined,
  kind: ConfirmationKind,
  now: number,
): ConfirmationProblem | null {
  if (confirmation === undefined || confirmation.kind !== kind) return 'unknown';
  if (confirmation.usedAt !== null) return 'used';
  if (confirmation.expiresAt <= now) return 'expired';
  return null;
}

/**
 * Marks `id` used, in the caller's transaction. False when another request spent it first (or it
 * expired meanwhile): the caller must then change nothing.
 */
export async function spendConfirmation(db: SqlDatabase, id: string, now: number): Promise<boolean> {
  const result = await db.run(
    'UPDATE v1_confirmations SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?',
    [now, secretHash(id), now],
  );
  return result.changes > 0;
}

export type AddressConfirmation =
  | { readonly ok: true; readonly userId: string }
  | { readonly ok: false; readonly problem: ConfirmationProblem };

/**
 * Confirms the address of a `signup` confirmation: `email_verified` set, the id spent. Answers the
 * user id, or why it could not.
 */
export function confirmAddress(db: SqlDatabase, id: string, now: number): Promise<AddressConfirmation> {
  return db.transaction(async (): Promise<AddressConfirmation> => {
    const confirmation = await findConfirmation(db, id);
    const problem = confirmationProblem(confirmation, 'signup', now);
    if (problem !== null || confirmation === undefined) return { ok: false, problem: problem ?? 'unknown' };
    if (!(await spendConfirmation(db, id, now))) return { ok: false, problem: 'used' };
    await db.run('UPDATE users SET email_verified = 1, version = version + 1, updated_at = ? WHERE id = ?', [
      now,
      confirmation.userId,
    ]);
    return { ok: true, userId: confirmation.userId };
  });
}
