import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { signInRequestSeconds } from '../../service-config.ts';
import { randomSecret, sameSecret, secretHash } from '../../security/secrets.ts';
import { prepareCached } from '../../storage/statement-cache.ts';
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
export function createSignInRequest(
  db: Database,
  input: {
    purpose: 'authorize' | 'profile';
    binding: string;
    authorize: AuthorizeRequest | null;
    /** The peer address of the request, for the bound on pending sign-ins. */
    sourceAddress: string | null;
  },
  now: number,
): SignInRequest {
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
  db.transaction(() => {
    prepareCached(
      db,
      `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, client_id, redirect_uri, code_challenge, state,
         requested_organization, login_hint, user_id, created_at, expires_at, source_address)
       VALUES (@id, @purpose, @binding_hash, @csrf_token, @client_id, @redirect_uri, @code_challenge, @state,
         @requested_organization, @login_hint, @user_id, @now, @expires_at, @source_address)`,
    ).run({ ...row, now, source_address: sourceAddress });
    prepareCached(
      db,
      `DELETE FROM sign_in_requests WHERE rowid IN (
         SELECT rowid FROM sign_in_requests
          WHERE client_id IS @client_id AND source_address IS @source_address
          ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET @keep)`,
    ).run({ client_id: row.client_id, source_address: sourceAddress, keep: pendingSignInsPerSource });
  })();
  return toRequest(row);
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
export function loadSignInRequest(
  db: Database,
  input: { id: string; binding: string | null; csrfToken?: string },
  now: number,
): SignInRequest | null {
  if (input.binding === null || input.id.length > 64) return null;
  const row = prepareCached(db, 'SELECT * FROM sign_in_requests WHERE id = ?').get(input.id) as
    Row | undefined;
  if (row === undefined || row.expires_at <= now) return null;
  if (!sameSecret(secretHash(input.binding), row.binding_hash)) return null;
  if (input.csrfToken !== undefined && !sameSecret(input.csrfToken, row.csrf_token)) return null;
  return toRequest(row);
}

export function setSignInRequestUser(db: Database, id: string, userId: string): void {
  prepareCached(db, 'UPDATE sign_in_requests SET user_id = ? WHERE id = ?').run(userId, id);
}

/** Ends a sign-in request; false when another request (on any instance) ended it first. */
export function finishSignInRequest(db: Database, id: string): boolean {
  return prepareCached(db, 'DELETE FROM sign_in_requests WHERE id = ?').run(id).changes === 1;
}
