import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { prepareCached } from '../storage/statement-cache.ts';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly emailVerified: boolean;
  readonly active: boolean;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified: number;
  active: number;
  password_hash: string | null;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  emailVerified: row.email_verified === 1,
  active: row.active === 1,
});

/** E-mail addresses are compared and stored in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isPlausibleEmail = (email: string): boolean =>
  email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string | null;
  readonly emailVerified: boolean;
  readonly id?: string;
}

export function createUser(db: Database, input: NewUser, now: number): User {
  const row = {
    id: input.id ?? randomUUID(),
    email: normalizeEmail(input.email),
    first_name: input.firstName,
    last_name: input.lastName,
    email_verified: input.emailVerified ? 1 : 0,
    active: 1,
    password_hash: input.passwordHash,
  };
  prepareCached(
    db,
    `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
     VALUES (@id, @email, @first_name, @last_name, @email_verified, @active, @password_hash, 1, @now, @now)`,
  ).run({ ...row, now });
  return toUser(row);
}

export function userById(db: Database, id: string): User | undefined {
  const row = prepareCached(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row === undefined ? undefined : toUser(row);
}

export function userByEmail(db: Database, email: string): User | undefined {
  const row = prepareCached(db, 'SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as
    UserRow | undefined;
  return row === undefined ? undefined : toUser(row);
}

/** The stored password hash of an active user with that e-mail, for the sign-in check only. */
export function passwordHashFor(
  db: Database,
  email: string,
): { userId: string; hash: string | null } | undefined {
  const row = prepareCached(db, 'SELECT id, password_hash FROM users WHERE email = ? AND active = 1').get(
    normalizeEmail(email),
  ) as { id: string; password_hash: string | null } | undefined;
  return row === undefined ? undefined : { userId: row.id, hash: row.password_hash };
}

export function setEmailVerified(db: Database, userId: string, verified: boolean, now: number): boolean {
  return (
    prepareCached(
      db,
      'UPDATE users SET email_verified = ?, version = version + 1, updated_at = ? WHERE id = ?',
    ).run(verified ? 1 : 0, now, userId).changes > 0
  );
}

export { toUser, type UserRow };
