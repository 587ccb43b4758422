// The PostgreSQL form of migration 8 (frozen like its SQLite form in ./v008-shared-state.ts),
// translated as docs/architecture.md ("Storage on two engines") says: TEXT -> text COLLATE "C",
// INTEGER -> bigint, no STRICT.
// rate_limit_windows could be UNLOGGED on PostgreSQL (the counterpart of the unsynced write on
// SQLite); it is a plain table here so the two catalogs compare alike.
export const sharedStateSchemaPostgres = `
CREATE TABLE login_failures (
  email text COLLATE "C" PRIMARY KEY NOT NULL,
  failures bigint NOT NULL,
  in_flight bigint NOT NULL,
  since bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX login_failures_expiry ON login_failures (expires_at);

CREATE TABLE confirmation_counts (
  kind text COLLATE "C" NOT NULL CHECK (kind IN ('email', 'source')),
  key text COLLATE "C" NOT NULL,
  count bigint NOT NULL,
  since bigint NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX confirmation_counts_expiry ON confirmation_counts (expires_at);

CREATE TABLE rate_limit_windows (
  client text COLLATE "C" PRIMARY KEY NOT NULL,
  window_start bigint NOT NULL,
  current_count bigint NOT NULL,
  previous_count bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX rate_limit_windows_expiry ON rate_limit_windows (expires_at);

CREATE TABLE signing_keys (
  kid text COLLATE "C" PRIMARY KEY NOT NULL,
  private_jwk text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  activated_at bigint NOT NULL,
  retired_at bigint,
  active bigint UNIQUE CHECK (active = 1),
  CHECK ((active IS NULL) = (retired_at IS NOT NULL))
);
`;
