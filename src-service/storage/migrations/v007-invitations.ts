// Migration 7 (frozen once released: change the schema with a new migration, never here).
// Invitations: an account owner adding a person who already exists (or a new address) no longer
// makes them a member; the person is invited and becomes a member only by accepting. One row per
// invitation, kept after the answer so a declined or accepted invitation cannot be answered again.
export const invitationsSchema = `
CREATE TABLE invitations (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access TEXT NOT NULL CHECK (access IN ('FULL', 'READ')),
  invited_by_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  answered_at INTEGER
) STRICT;
-- At most one open invitation of a person to an account.
CREATE UNIQUE INDEX invitations_pending ON invitations (organization_id, user_id) WHERE status = 'pending';
CREATE INDEX invitations_user ON invitations (user_id, status);
`;
