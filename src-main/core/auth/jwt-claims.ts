/**
 * The parts of an access token the client reads. They are not verified here and never used to
 * decide what the user may do (the service does that); only to time refreshes and show the
 * organization.
 */
export interface AccessTokenClaims {
  /** Expiry, epoch milliseconds. */
  readonly expiresAt: number;
  /** The selected organization (an `authOrganizationId`), or null when none was chosen. */
  readonly organizationId: string | null;
  readonly subject: string | null;
}

export class MalformedTokenError extends Error {
  constructor(reason: string) {
    super(`The access token cannot be read: ${reason}.`);
    this.name = 'MalformedTokenError';
  }
}

export function readAccessTokenClaims(token: string): AccessTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') {
    throw new MalformedTokenError('it is not a JWT');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new MalformedTokenError('its payload is not JSON');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new MalformedTokenError('its payload is not an object');
  }
  const claims = payload as Record<string, unknown>;
  const exp = claims['exp'];
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0) {
    throw new MalformedTokenError('it has no expiry');
  }
  const org = claims['org_id'];
  const sub = claims['sub'];
  return {
    expiresAt: Math.floor(exp * 1000),
    organizationId: typeof org === 'string' && org !== '' ? org : null,
    subject: typeof sub === 'string' ? sub : null,
  };
}
