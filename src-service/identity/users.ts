import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';

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

export async function createUser(db: SqlDatabase, input: NewUser, now: number): Promise<User> {
  const row: UserRow = {
    id: input.id ?? randomUUID(),
    email: normalizeEmail(input.email),
    first_name: input.firstName,
    last_name: input.lastName,
    email_verified: input.emailVerified ? 1 : 0,
    active: 1,
    password_hash: input.passwordHash,
  };
  await db.run(
    `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    [
      row.id,
      row.email,
      row.first_name,
      row.last_name,
      row.email_verified,
      row.active,
      row.password_hash,
      now,
      now,
    ],
  );
  return toUser(row);
}

export async function userById(db: SqlDatabase, id: string): Promise<User | undefined> {
  const row = await db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
  return row === undefined ? undefined : toUser(row);
}

export async function userByEmail(db: SqlDatabase, email: string): Promise<User | undefined> {
  const row = await db.get<UserRow>('SELECT * FROM users WHERE email = ?', [normalizeEmail(email)]);
  return row === undefined ? undefined : toUser(row);
}

/** The stored password hash of an active user with that e-mail, for the sign-in check only. */
export async function passwordHashFor(
  db: SqlDatabase,
  email: string,
): Promise<{ userId: string; hash: string | null } | undefined> {
  const row = await db.get<{ id: string; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE email = ? AND active = 1',
    [normalizeEmail(email)],
  );
  return row === undefined ? undefined : { userId: row.id, hash: row.password_hash };
}

export async function setEmailVerified(
  db: SqlDatabase,
  userId: string,
  verified: boolean,
  now: number,
): Promise<boolean> {
  const result = await db.run(
    'UPDATE users SET email_verified = ?, version = version + 1, updated_at = ? WHERE id = ?',
    [verified ? 1 : 0, now, userId],
  );
  return result.changes > 0;
}

export { toUser, type UserRow };
