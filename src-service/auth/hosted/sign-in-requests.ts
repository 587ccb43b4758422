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
 * Starts a sign-in in the hosted pages, bound to the browser that holds `binding` (the value of
 * an HttpOnly cookie; only its hash is stored) and protected by a CSRF token for its forms.
 */
export function createSignInRequest(
  db: Database,
  input: { purpose: 'authorize' | 'profile'; binding: string; authorize: AuthorizeRequest | null },
  now: number,
): SignInRequest {
  prepareCached(db, 'DELETE FROM sign_in_requests WHERE expires_at < ?').run(now);
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
  prepareCached(
    db,
    `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, client_id, redirect_uri, code_challenge, state,
       requested_organization, login_hint, user_id, created_at, expires_at)
     VALUES (@id, @purpose, @binding_hash, @csrf_token, @client_id, @redirect_uri, @code_challenge, @state,
       @requested_organization, @login_hint, @user_id, @now, @expires_at)`,
  ).run({ ...row, now });
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

export function finishSignInRequest(db: Database, id: string): void {
  prepareCached(db, 'DELETE FROM sign_in_requests WHERE id = ?').run(id);
}
