// The PostgreSQL form of migration 4 (frozen like its SQLite form in ./v004-v1.ts): the
// same tables, columns, constraints and indexes, translated as docs/architecture.md
// ("Storage on two engines") says: TEXT -> text COLLATE "C" (SQLite compares text by bytes),
// INTEGER -> bigint (booleans stay 0/1 integers), REAL -> double precision, BLOB -> bytea, no
// STRICT (PostgreSQL is always strict), COLLATE NOCASE in an index -> lower() over the "C" column
// (folds ASCII letters only, as NOCASE does).
export const v1SchemaPostgres = `
ALTER TABLE organizations ADD COLUMN license_limit bigint CHECK (license_limit IS NULL OR license_limit >= 1);

ALTER TABLE memberships ADD COLUMN trash_item_id text COLLATE "C" REFERENCES trash_items(id);
CREATE INDEX memberships_trash ON memberships (organization_id, trash_item_id);

CREATE TABLE project_members (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  project_id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX project_members_project ON project_members (organization_id, project_id);
CREATE INDEX project_members_user ON project_members (user_id);

CREATE TABLE project_work_type_links (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  project_id text COLLATE "C" NOT NULL,
  work_type_id text COLLATE "C" NOT NULL,
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX project_work_type_links_project ON project_work_type_links (organization_id, project_id);
CREATE INDEX project_work_type_links_work_type ON project_work_type_links (organization_id, work_type_id);

CREATE TABLE impulses (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  project_id text COLLATE "C",
  task_id text COLLATE "C",
  client_id text COLLATE "C",
  work_type_id text COLLATE "C",
  description text COLLATE "C",
  billable bigint NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  start bigint,
  stop bigint,
  duration bigint NOT NULL DEFAULT 0 CHECK (duration >= 0),
  source text COLLATE "C",
  mode text COLLATE "C" NOT NULL DEFAULT 'STOPWATCH' CHECK (mode IN ('STOPWATCH', 'PAUSE')),
  watch_last bigint,
  watch_timeout bigint CHECK (watch_timeout IS NULL OR watch_timeout >= 0),
  resumed_at bigint,
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX impulses_user ON impulses (organization_id, user_id, trash_item_id);
CREATE INDEX impulses_project ON impulses (organization_id, project_id);
CREATE INDEX impulses_task ON impulses (organization_id, task_id);

CREATE TABLE departments (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  name text COLLATE "C" NOT NULL DEFAULT '',
  note text COLLATE "C",
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);

CREATE TABLE department_members (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  department_id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, department_id) REFERENCES departments (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX department_members_department ON department_members (organization_id, department_id);
CREATE INDEX department_members_user ON department_members (user_id);

-- A secret key logs its user into one account (v1 login with the key as Basic user name).
-- Stored as a SHA-256 hash like the other random secrets; key_prefix lets a person recognise it.
CREATE TABLE secret_keys (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  name text COLLATE "C",
  key_hash text COLLATE "C" NOT NULL UNIQUE,
  key_prefix text COLLATE "C" NOT NULL,
  last_used_at bigint,
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX secret_keys_user ON secret_keys (organization_id, user_id);

CREATE TABLE bills (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  client_id text COLLATE "C" NOT NULL,
  number text COLLATE "C",
  bill_date bigint,
  due_date bigint,
  paid bigint NOT NULL DEFAULT 0 CHECK (paid IN (0, 1)),
  note text COLLATE "C",
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX bills_client ON bills (organization_id, client_id);

CREATE TABLE bill_items (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  bill_id text COLLATE "C" NOT NULL,
  description text COLLATE "C",
  quantity double precision NOT NULL DEFAULT 1,
  unit_price double precision NOT NULL DEFAULT 0,
  time_record_id text COLLATE "C",
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, bill_id) REFERENCES bills (organization_id, id),
  FOREIGN KEY (organization_id, time_record_id) REFERENCES time_records (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX bill_items_bill ON bill_items (organization_id, bill_id);
CREATE INDEX bill_items_time_record ON bill_items (time_record_id);

CREATE TABLE bill_vats (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  bill_id text COLLATE "C" NOT NULL,
  rate double precision NOT NULL CHECK (rate >= 0),
  amount double precision NOT NULL DEFAULT 0,
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, bill_id) REFERENCES bills (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX bill_vats_bill ON bill_vats (organization_id, bill_id);

CREATE TABLE contact_persons (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  client_id text COLLATE "C" NOT NULL,
  first_name text COLLATE "C",
  last_name text COLLATE "C",
  email text COLLATE "C",
  phone text COLLATE "C",
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX contact_persons_client ON contact_persons (organization_id, client_id);

-- v1 tokens (query parameter token) and their single-use refresh tokens, stored hashed.
CREATE TABLE v1_tokens (
  token_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  secret_key_id text COLLATE "C" REFERENCES secret_keys(id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX v1_tokens_expiry ON v1_tokens (expires_at);

CREATE TABLE v1_refresh_tokens (
  token_hash text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  secret_key_id text COLLATE "C" REFERENCES secret_keys(id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX v1_refresh_tokens_expiry ON v1_refresh_tokens (expires_at);

-- Confirmation ids: a new account awaiting confirmation, or a password change.
CREATE TABLE v1_confirmations (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  kind text COLLATE "C" NOT NULL CHECK (kind IN ('signup', 'password')),
  user_id text COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id text COLLATE "C" REFERENCES organizations(id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX v1_confirmations_user ON v1_confirmations (user_id);

-- One file per owner and kind in an account: a user's signature, the account's logo.
CREATE TABLE files (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  owner_kind text COLLATE "C" NOT NULL CHECK (owner_kind IN ('signature', 'logo')),
  owner_id text COLLATE "C" NOT NULL,
  file_name text COLLATE "C" NOT NULL,
  content_type text COLLATE "C" NOT NULL,
  content_size bigint NOT NULL CHECK (content_size >= 0),
  data bytea NOT NULL,
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, owner_kind, owner_id)
);
`;
