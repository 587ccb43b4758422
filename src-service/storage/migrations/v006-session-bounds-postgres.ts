// The PostgreSQL form of migration 6 (frozen like its SQLite form in ./v006-session-bounds.ts): the
// same tables, columns, constraints and indexes, translated as docs/architecture.md
// ("Storage on two engines") says: TEXT -> text COLLATE "C" (SQLite compares text by bytes),
// INTEGER -> bigint (booleans stay 0/1 integers), REAL -> double precision, BLOB -> bytea, no
// STRICT (PostgreSQL is always strict), COLLATE NOCASE in an index -> lower() over the "C" column
// (folds ASCII letters only, as NOCASE does).
export const sessionBoundsSchemaPostgres = `
-- The token a v1 refresh token was issued with, so a password change can keep the pair of the
-- session that made it (null for pairs issued before this migration: they are not kept).
ALTER TABLE v1_refresh_tokens ADD COLUMN access_token_hash text COLLATE "C";

-- Where a hosted sign-in request came from: pending requests are capped per client and address.
ALTER TABLE sign_in_requests ADD COLUMN source_address text COLLATE "C";
CREATE INDEX sign_in_requests_source ON sign_in_requests (client_id, source_address, created_at);

-- Every credential of one person, found without a scan when their password changes.
CREATE INDEX v1_tokens_user ON v1_tokens (user_id);
CREATE INDEX v1_refresh_tokens_user ON v1_refresh_tokens (user_id);
CREATE INDEX browser_sessions_user ON browser_sessions (user_id);
CREATE INDEX secret_keys_owner ON secret_keys (user_id);
CREATE INDEX authorization_codes_user ON authorization_codes (user_id);
CREATE INDEX sign_in_requests_user ON sign_in_requests (user_id);

-- The sweep of expired rows reads these by expiry.
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at);
CREATE INDEX sessions_expiry ON sessions (expires_at);
CREATE INDEX v1_confirmations_expiry ON v1_confirmations (expires_at);
`;
