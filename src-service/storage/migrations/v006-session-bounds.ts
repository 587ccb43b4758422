/**
 * Migration 6: what ending sessions on a password change and bounding unauthenticated rows need.
 */
export const sessionBoundsSchema = `
-- The token a v1 refresh token was issued with, so a password change can keep the pair of the
-- session that made it (null for pairs issued before this migration: they are not kept).
ALTER TABLE v1_refresh_tokens ADD COLUMN access_token_hash TEXT;

-- Where a hosted sign-in request came from: pending requests are capped per client and address.
ALTER TABLE sign_in_requests ADD COLUMN source_address TEXT;
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
