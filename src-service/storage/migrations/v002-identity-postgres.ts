// The PostgreSQL form of migration 2 (frozen like its SQLite form in ./v002-identity.ts): the
// same tables, columns, constraints and indexes, translated as docs/architecture.md
// ("Storage on two engines") says: TEXT -> text COLLATE "C" (SQLite compares text by bytes),
// INTEGER -> bigint (booleans stay 0/1 integers), REAL -> double precision, BLOB -> bytea, no
// STRICT (PostgreSQL is always strict), COLLATE NOCASE in an index -> lower() over the "C" column
// (folds ASCII letters only, as NOCASE does).
export const identitySchemaPostgres = `
CREATE TABLE organizations (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  auth_organization_id text COLLATE "C" NOT NULL UNIQUE,
  title text COLLATE "C" NOT NULL,
  account_url text COLLATE "C" NOT NULL UNIQUE CHECK (account_url = lower(account_url) AND length(account_url) BETWEEN 1 AND 63),
  time_zone text COLLATE "C" NOT NULL DEFAULT 'UTC',
  currency text COLLATE "C" NOT NULL DEFAULT 'EUR',
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE users (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  email text COLLATE "C" NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text COLLATE "C" NOT NULL DEFAULT '',
  last_name text COLLATE "C" NOT NULL DEFAULT '',
  phone text COLLATE "C",
  active bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  email_verified bigint NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  password_hash text COLLATE "C",
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- A user's access to one organization (v1 calls it an Access). materialized = 1 when the
-- membership was created through an invitation (or by creating the organization); 0 when it was
-- created some other way (imported), which the graph endpoint refuses.
CREATE TABLE memberships (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  access text COLLATE "C" NOT NULL CHECK (access IN ('FULL', 'READ')),
  owner bigint NOT NULL DEFAULT 0 CHECK (owner IN (0, 1)),
  materialized bigint NOT NULL DEFAULT 1 CHECK (materialized IN (0, 1)),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (organization_id, user_id)
);
CREATE INDEX memberships_user ON memberships (user_id);

-- One OAuth sign-in (the JWT 'sid'). auth_organization_id is the value carried as 'org_id' in
-- this session's access tokens; it is not a foreign key on purpose (see the rule-10 decision in
-- docs/architecture.md: an unknown value is accepted here and refused by the graph endpoint).
CREATE TABLE sessions (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text COLLATE "C" NOT NULL,
  auth_organization_id text COLLATE "C",
  created_at bigint NOT NULL,
  last_used_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  session_id text COLLATE "C" NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE authorization_codes (
  code_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  client_id text COLLATE "C" NOT NULL,
  redirect_uri text COLLATE "C" NOT NULL,
  code_challenge text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  auth_organization_id text COLLATE "C",
  session_id text COLLATE "C" REFERENCES sessions(id) ON DELETE SET NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX authorization_codes_expiry ON authorization_codes (expires_at);

-- A sign-in in progress in the hosted pages: the validated authorize parameters, bound to one
-- browser (cookie hash) and protected by a CSRF token; user_id is set once the password checked.
CREATE TABLE sign_in_requests (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  purpose text COLLATE "C" NOT NULL CHECK (purpose IN ('authorize', 'profile')),
  binding_hash text COLLATE "C" NOT NULL,
  csrf_token text COLLATE "C" NOT NULL,
  client_id text COLLATE "C",
  redirect_uri text COLLATE "C",
  code_challenge text COLLATE "C",
  state text COLLATE "C",
  requested_organization text COLLATE "C",
  login_hint text COLLATE "C",
  user_id text COLLATE "C" REFERENCES users(id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX sign_in_requests_expiry ON sign_in_requests (expires_at);

-- The hosted area's own cookie session (profile page).
CREATE TABLE browser_sessions (
  token_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf_token text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX browser_sessions_expiry ON browser_sessions (expires_at);

CREATE TABLE api_keys (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  name text COLLATE "C" NOT NULL,
  key_hash text COLLATE "C" NOT NULL UNIQUE,
  key_hint text COLLATE "C" NOT NULL,
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  last_used_at bigint
);
CREATE INDEX api_keys_user ON api_keys (user_id, organization_id);

-- v1 application keys (query parameter apikey): they identify a client program, not a person.
CREATE TABLE application_keys (
  key_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  name text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL
);
`;
