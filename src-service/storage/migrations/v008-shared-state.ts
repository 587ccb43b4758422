/**
 * Migration 8 (frozen once released: change the schema with a new migration, never here).
 * State that every instance of the service must share, moved out of process memory: the
 * wrong-password lockout, the confirmation-mail limit, the v1 request rate limit and the
 * access-token signing keys.
 * Its PostgreSQL form is v008-shared-state-postgres.ts.
 */
export const sharedStateSchema = `
-- Wrong passwords per e-mail address within one window (whether or not the address exists), and
-- the attempts reserved but not yet ended: they count while their password is being hashed.
CREATE TABLE login_failures (
  email TEXT PRIMARY KEY NOT NULL,
  failures INTEGER NOT NULL,
  in_flight INTEGER NOT NULL,
  since INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX login_failures_expiry ON login_failures (expires_at);

-- Confirmation mails asked for (password resets, address confirmations) per e-mail address and
-- per source network in one window; keys are digests, like the lockout's.
CREATE TABLE confirmation_counts (
  kind TEXT NOT NULL CHECK (kind IN ('email', 'source')),
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  since INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, key)
) STRICT;
CREATE INDEX confirmation_counts_expiry ON confirmation_counts (expires_at);

-- Authenticated v1 requests per client in the current and the previous fixed window (the
-- sliding-window estimate of request-rate-limiter.ts). Times are wall-clock epoch ms.
CREATE TABLE rate_limit_windows (
  client TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  current_count INTEGER NOT NULL,
  previous_count INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX rate_limit_windows_expiry ON rate_limit_windows (expires_at);

-- Access-token signing keys (ES256). The one key with active = 1 (and no retired_at) signs; the
-- others have active NULL, so the unique column admits one active key at most on both engines. A
-- retired key stays published in the JWKS until every token it signed has expired, then it is deleted.
CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY NOT NULL,
  private_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  activated_at INTEGER NOT NULL,
  retired_at INTEGER,
  active INTEGER UNIQUE CHECK (active = 1),
  CHECK ((active IS NULL) = (retired_at IS NOT NULL))
) STRICT;
`;
