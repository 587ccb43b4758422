import { randomUUID } from 'node:crypto';
import { signInRequestSeconds } from '../../service-config.ts';
import { randomSecret, sameSecret, secretHash } from '../../security/secrets.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import type { AuthorizeRequest } from './authorize-params.ts';

export interface SignInRequest {
  readonly id: string;
  readonly purpose: 'authorize' | 'profile';
  readonly csrfToken: string;
  /** Present for purpose 'authorize'. */
  readonly authorize: Omit<AuthorizeRequest, 'screenHint'> | null;
  /** Set once the password was checked. */
  readonly userId: string | null;
}

interface Row {
  id: string;
  purpose: 'authorize' | 'profile';
  binding_hash: string;
  csrf_token: string;
  client_id: string | null;
  redirect_uri: string | null;
  code_challenge: string | null;
  state: string | null;
  requested_organization: string | null;
  login_hint: string | null;
  user_id: string | null;
  expires_at: number;
}

/**
 * Pending sign-ins kept per application and source address. Anyone may open the authorize page,
 * so without a bound each request would grow the database. Beyond the bound the oldest pending
 * ones give way rather than new ones being refused: the embedded service sees every browser at
 * 127.0.0.1, so refusing would let one runaway or hostile local program lock every person out for
 * the request's lifetime, while dropping the oldest only ends attempts nobody finished; the sign-in
 * a person has just opened always works.
 */
export const pendingSignInsPerSource = 20;

/**
 * Starts a sign-in in the hosted pages, bound to the browser that holds `binding` (the value of
 * an HttpOnly cookie; only its hash is stored) and protected by a CSRF token for its forms.
 */
export async function createSignInRequest(
  db: SqlDatabase,
  input: {
    purpose: 'authorize' | 'profile';
    binding: string;
    authorize: AuthorizeRequest | null;
    /** The peer address of the request, for the bound on pending sign-ins. */
    sourceAddress: string | null;
  },
  now: number,
): Promise<SignInRequest> {
  const row: Row = {
    id: randomUUID(),
    purpose: input.purpose,
    binding_hash: secretHash(input.binding),
    csrf_token: randomSecret(24),
    client_id: input.authorize?.clientId ?? null,
    redirect_uri: input.authorize?.redirectUri ?? null,
    code_challenge: input.authorize?.codeChallenge ?? null,
    state: input.authorize?.state ?? null,
    requested_organization: input.authorize?.requestedOrganization ?? null,
    login_hint: input.authorize?.loginHint ?? null,
    user_id: null,
    expires_at: now + signInRequestSeconds * 1000,
  };
  const sourceAddress = input.sourceAddress?.slice(0, 64) ?? null;
  const sameSource = sameValues([
    ['client_id', row.client_id],
    ['source_address', sourceAddress],
  ]);
  await db.transaction(async () => {
    // Strictly after the newest pending sign-in of this source, so "oldest" is an order on both
    // engines (PostgreSQL has no rowid) even when several start in one millisecond.
    const newest = await db.get<{ at: number | null }>(
      `SELECT max(created_at) AS at FROM sign_in_requests WHERE ${sameSource.sql}`,
      sameSource.params,
    );
    const last = newest?.at ?? null;
    const createdAt = last !== null && last >= now ? last + 1 : now;
    await db.run(
      `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, client_id, redirect_uri, code_challenge, state,
         requested_organization, login_hint, user_id, created_at, expires_at, source_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.id,
        row.purpose,
        row.binding_hash,
        row.csrf_token,
        row.client_id,
        row.redirect_uri,
        row.code_challenge,
        row.state,
        row.requested_organization,
        row.login_hint,
        row.user_id,
        createdAt,
        row.expires_at,
        sourceAddress,
      ],
    );
    await db.run(
      `DELETE FROM sign_in_requests WHERE id IN (
         SELECT id FROM sign_in_requests
          WHERE ${sameSource.sql} ORDER BY created_at DESC LIMIT ? OFFSET ?)`,
      [...sameSource.params, Number.MAX_SAFE_INTEGER, pendingSignInsPerSource],
    );
  });
  return toRequest(row);
}

/**
 * `column = ?` for each pair, `IS NULL` for a null: the portable form of SQLite's `IS ?`, which
 * PostgreSQL lacks (its `IS NOT DISTINCT FROM` would not use the index).
 */
function sameValues(pairs: readonly (readonly [string, string | null])[]): {
  readonly sql: string;
  readonly params: string[];
} {
  const params: string[] = [];
  const conditions = pairs.map(([column, value]) => {
    if (value === null) return `${column} IS NULL`;
    params.push(value);
    return `${column} = ?`;
  });
  return { sql: conditions.join(' AND '), params };
}

function toRequest(row: Row): SignInRequest {
  const authorize =
    row.purpose === 'authorize' &&
    row.client_id !== null &&
    row.redirect_uri !== null &&
    row.code_challenge !== null &&
    row.state !== null
      ? {
          clientId: row.client_id,
          redirectUri: row.redirect_uri,
          codeChallenge: row.code_challenge,
          state: row.state,
          requestedOrganization: row.requested_organization,
          loginHint: row.login_hint,
        }
      : null;
  return { id: row.id, purpose: row.purpose, csrfToken: row.csrf_token, authorize, userId: row.user_id };
}

/**
 * The sign-in request `id`, when it is alive, belongs to this browser (`binding`) and, for a form
 * post, carries the right CSRF token. Anything else answers null, without saying which check failed.
 */
export async function loadSignInRequest(
  db: SqlDatabase,
  input: { id: string; binding: string | null; csrfToken?: string },
  now: number,
): Promise<SignInRequest | null> {
  if (input.binding === null || input.id.length > 64) return null;
  const row = await db.get<Row>('SELECT * FROM sign_in_requests WHERE id = ?', [input.id]);
  if (row === undefined || row.expires_at <= now) return null;
  if (!sameSecret(secretHash(input.binding), row.binding_hash)) return null;
  if (input.csrfToken !== undefined && !sameSecret(input.csrfToken, row.csrf_token)) return null;
  return toRequest(row);
}

export async function setSignInRequestUser(db: SqlDatabase, id: string, userId: string): Promise<void> {
  await db.run('UPDATE sign_in_requests SET user_id = ? WHERE id = ?', [userId, id]);
}

/** Ends a sign-in request; false when another request (on any instance) ended it first. */
export async function finishSignInRequest(db: SqlDatabase, id: string): Promise<boolean> {
  const ended = await db.run('DELETE FROM sign_in_requests WHERE id = ?', [id]);
  return ended.changes === 1;
}
