// Migration 2 (frozen once released: change the schema with a new migration, never here).
// Identity is global (users, organizations) or per organization (memberships, API keys); the
// sign-in service's short-lived state (requests, codes, sessions, refresh tokens) lives here too.
// Secrets are stored only as SHA-256 hashes (random high-entropy values) or scrypt (passwords).
export const identitySchema = `
CREATE TABLE organizations (
  id TEXT PRIMARY KEY NOT NULL,
  auth_organization_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  account_url TEXT NOT NULL UNIQUE CHECK (account_url = lower(account_url) AND length(account_url) BETWEEN 1 AND 63),
  time_zone TEXT NOT NULL DEFAULT 'UTC',
  currency TEXT NOT NULL DEFAULT 'EUR',
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  phone TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  password_hash TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- A user's access to one organization (v1 calls it an Access). materialized = 1 when the
-- membership was created through an invitation (or by creating the organization); 0 when it was
-- created some other way (imported), which the graph endpoint refuses.
CREATE TABLE memberships (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  access TEXT NOT NULL CHECK (access IN ('FULL', 'READ')),
  owner INTEGER NOT NULL DEFAULT 0 CHECK (owner IN (0, 1)),
  materialized INTEGER NOT NULL DEFAULT 1 CHECK (materialized IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (organization_id, user_id)
) STRICT;
CREATE INDEX memberships_user ON memberships (user_id);

-- One OAuth sign-in (the JWT 'sid'). auth_organization_id is the value carried as 'org_id' in
-- this session's access tokens; it is not a foreign key on purpose (see the rule-10 decision in
-- docs/architecture.md: an unknown value is accepted here and refused by the graph endpoint).
CREATE TABLE sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  auth_organization_id TEXT,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE authorization_codes (
  code_hash TEXT PRIMARY KEY NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  auth_organization_id TEXT,
  session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX authorization_codes_expiry ON authorization_codes (expires_at);

-- A sign-in in progress in the hosted pages: the validated authorize parameters, bound to one
-- browser (cookie hash) and protected by a CSRF token; user_id is set once the password checked.
CREATE TABLE sign_in_requests (
  id TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('authorize', 'profile')),
  binding_hash TEXT NOT NULL,
  csrf_token TEXT NOT NULL,
  client_id TEXT,
  redirect_uri TEXT,
  code_challenge TEXT,
  state TEXT,
  requested_organization TEXT,
  login_hint TEXT,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sign_in_requests_expiry ON sign_in_requests (expires_at);

-- The hosted area's own cookie session (profile page).
CREATE TABLE browser_sessions (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX browser_sessions_expiry ON browser_sessions (expires_at);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  key_hint TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_used_at INTEGER
) STRICT;
CREATE INDEX api_keys_user ON api_keys (user_id, organization_id);

-- v1 application keys (query parameter apikey): they identify a client program, not a person.
CREATE TABLE application_keys (
  key_hash TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
`;
