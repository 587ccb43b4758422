// The PostgreSQL form of migration 7 (frozen like its SQLite form in ./v007-invitations.ts): the
// same tables, columns, constraints and indexes, translated as docs/architecture.md
// ("Storage on two engines") says: TEXT -> text COLLATE "C" (SQLite compares text by bytes),
// INTEGER -> bigint (booleans stay 0/1 integers), REAL -> double precision, BLOB -> bytea, no
// STRICT (PostgreSQL is always strict), COLLATE NOCASE in an index -> lower() over the "C" column
// (folds ASCII letters only, as NOCASE does).
export const invitationsSchemaPostgres = `
CREATE TABLE invitations (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access text COLLATE "C" NOT NULL CHECK (access IN ('FULL', 'READ')),
  invited_by_user_id text COLLATE "C" REFERENCES users(id) ON DELETE SET NULL,
  status text COLLATE "C" NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  answered_at bigint
);
-- At most one open invitation of a person to an account.
CREATE UNIQUE INDEX invitations_pending ON invitations (organization_id, user_id) WHERE status = 'pending';
CREATE INDEX invitations_user ON invitations (user_id, status);
`;
