// Migration 4 (frozen once released: change the schema with a new migration, never here).
// What the v1 interface adds to the domain of migration 3, with the same conventions
// (snake_case of v1 field names, composite (organization_id, x_id) foreign keys between tenant
// tables, trash_item_id for the trash): project members and work-type links, impulses (running
// stopwatches), departments, secret keys, bills and contact persons, the v1 tokens and
// confirmations, and the single files (signatures, logos). Accesses (memberships) can now be
// trashed with their user's cascade, and accounts get a license limit.
export const v1Schema = `
ALTER TABLE organizations ADD COLUMN license_limit INTEGER CHECK (license_limit IS NULL OR license_limit >= 1);

ALTER TABLE memberships ADD COLUMN trash_item_id TEXT REFERENCES trash_items(id);
CREATE INDEX memberships_trash ON memberships (organization_id, trash_item_id);

CREATE TABLE project_members (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX project_members_project ON project_members (organization_id, project_id);
CREATE INDEX project_members_user ON project_members (user_id);

CREATE TABLE project_work_type_links (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  work_type_id TEXT NOT NULL,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX project_work_type_links_project ON project_work_type_links (organization_id, project_id);
CREATE INDEX project_work_type_links_work_type ON project_work_type_links (organization_id, work_type_id);

CREATE TABLE impulses (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  project_id TEXT,
  task_id TEXT,
  client_id TEXT,
  work_type_id TEXT,
  description TEXT,
  billable INTEGER NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  start INTEGER,
  stop INTEGER,
  duration INTEGER NOT NULL DEFAULT 0 CHECK (duration >= 0),
  source TEXT,
  mode TEXT NOT NULL DEFAULT 'STOPWATCH' CHECK (mode IN ('STOPWATCH', 'PAUSE')),
  watch_last INTEGER,
  watch_timeout INTEGER CHECK (watch_timeout IS NULL OR watch_timeout >= 0),
  resumed_at INTEGER,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX impulses_user ON impulses (organization_id, user_id, trash_item_id);
CREATE INDEX impulses_project ON impulses (organization_id, project_id);
CREATE INDEX impulses_task ON impulses (organization_id, task_id);

CREATE TABLE departments (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  note TEXT,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;

CREATE TABLE department_members (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  department_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, department_id) REFERENCES departments (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX department_members_department ON department_members (organization_id, department_id);
CREATE INDEX department_members_user ON department_members (user_id);

-- A secret key logs its user into one account (v1 login with the key as Basic user name).
-- Stored as a SHA-256 hash like the other random secrets; key_prefix lets a person recognise it.
CREATE TABLE secret_keys (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  name TEXT,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  last_used_at INTEGER,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX secret_keys_user ON secret_keys (organization_id, user_id);

CREATE TABLE bills (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  client_id TEXT NOT NULL,
  number TEXT,
  bill_date INTEGER,
  due_date INTEGER,
  paid INTEGER NOT NULL DEFAULT 0 CHECK (paid IN (0, 1)),
  note TEXT,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX bills_client ON bills (organization_id, client_id);

CREATE TABLE bill_items (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  bill_id TEXT NOT NULL,
  description TEXT,
  quantity REAL NOT NULL DEFAULT 1,
  unit_price REAL NOT NULL DEFAULT 0,
  time_record_id TEXT,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, bill_id) REFERENCES bills (organization_id, id),
  FOREIGN KEY (organization_id, time_record_id) REFERENCES time_records (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX bill_items_bill ON bill_items (organization_id, bill_id);
CREATE INDEX bill_items_time_record ON bill_items (time_record_id);

CREATE TABLE bill_vats (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  bill_id TEXT NOT NULL,
  rate REAL NOT NULL CHECK (rate >= 0),
  amount REAL NOT NULL DEFAULT 0,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, bill_id) REFERENCES bills (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX bill_vats_bill ON bill_vats (organization_id, bill_id);

CREATE TABLE contact_persons (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  client_id TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  phone TEXT,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX contact_persons_client ON contact_persons (organization_id, client_id);

-- v1 tokens (query parameter token) and their single-use refresh tokens, stored hashed.
CREATE TABLE v1_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  secret_key_id TEXT REFERENCES secret_keys(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX v1_tokens_expiry ON v1_tokens (expires_at);

CREATE TABLE v1_refresh_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  secret_key_id TEXT REFERENCES secret_keys(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX v1_refresh_tokens_expiry ON v1_refresh_tokens (expires_at);

-- Confirmation ids: a new account awaiting confirmation, or a password change.
CREATE TABLE v1_confirmations (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'password')),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id TEXT REFERENCES organizations(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX v1_confirmations_user ON v1_confirmations (user_id);

-- One file per owner and kind in an account: a user's signature, the account's logo.
CREATE TABLE files (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  owner_kind TEXT NOT NULL CHECK (owner_kind IN ('signature', 'logo')),
  owner_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content_size INTEGER NOT NULL CHECK (content_size >= 0),
  data BLOB NOT NULL,
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, owner_kind, owner_id)
) STRICT;
`;
