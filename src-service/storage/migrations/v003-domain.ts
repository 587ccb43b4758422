// Migration 3 (frozen once released: change the schema with a new migration, never here).
// The time-tracking domain. Conventions (docs/architecture.md, "Service storage"):
// - columns are snake_case of the v1 field names, references are <field>_id;
// - every table is tenant-owned: organization_id NOT NULL, and UNIQUE (organization_id, id) so
//   that references between tenant tables are composite foreign keys
//   (organization_id, x_id) -> x(organization_id, id): the database itself refuses a row that
//   points into another organization;
// - trash_item_id non-null means "in the trash"; dates are epoch ms UTC, booleans 0/1.
// Composite foreign keys carry no ON DELETE action (SET NULL would null organization_id too):
// permanent deletes remove dependants first, explicitly.
export const domainSchema = `
CREATE TABLE trash_items (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_object_class TEXT NOT NULL,
  deleted_object_id TEXT NOT NULL,
  group_id TEXT NOT NULL,
  display_name TEXT NOT NULL DEFAULT '',
  deleted_by_user_id TEXT REFERENCES users(id),
  UNIQUE (organization_id, id)
) STRICT;
CREATE INDEX trash_items_group ON trash_items (organization_id, group_id);
CREATE INDEX trash_items_object ON trash_items (organization_id, deleted_object_class, deleted_object_id);

CREATE TABLE clients (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  number TEXT,
  note TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX clients_name ON clients (organization_id, name COLLATE NOCASE, id);
CREATE INDEX clients_trash ON clients (organization_id, trash_item_id);

CREATE TABLE work_types (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  note TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX work_types_trash ON work_types (organization_id, trash_item_id);

CREATE TABLE external_systems (
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

CREATE TABLE projects (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  begins INTEGER,
  billable INTEGER NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  client_id TEXT,
  code TEXT CHECK (code IS NULL OR length(code) <= 20),
  effective INTEGER NOT NULL DEFAULT 1 CHECK (effective IN (0, 1)),
  ends INTEGER,
  external_browsable_url TEXT,
  external_resource_id TEXT,
  external_synced INTEGER NOT NULL DEFAULT 0 CHECK (external_synced IN (0, 1)),
  external_synced_at INTEGER,
  external_system_id TEXT,
  name TEXT NOT NULL DEFAULT '',
  note TEXT,
  owner_id TEXT NOT NULL REFERENCES users(id),
  personal INTEGER NOT NULL DEFAULT 0 CHECK (personal IN (0, 1)),
  price_budget REAL,
  time_budget INTEGER,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, external_system_id) REFERENCES external_systems (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX projects_name ON projects (organization_id, name COLLATE NOCASE, id);
CREATE INDEX projects_client ON projects (organization_id, client_id);
CREATE INDEX projects_owner ON projects (owner_id);
CREATE INDEX projects_trash ON projects (organization_id, trash_item_id);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  note TEXT,
  project_id TEXT NOT NULL,
  author_id TEXT REFERENCES users(id),
  owner_id TEXT REFERENCES users(id),
  done INTEGER CHECK (done IS NULL OR done IN (0, 1)),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX tasks_project ON tasks (organization_id, project_id);
CREATE INDEX tasks_trash ON tasks (organization_id, trash_item_id);

CREATE TABLE time_records (
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
  start INTEGER NOT NULL,
  stop INTEGER,
  duration INTEGER NOT NULL DEFAULT 0 CHECK (duration >= 0),
  billable INTEGER NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  effective INTEGER NOT NULL DEFAULT 1 CHECK (effective IN (0, 1)),
  approved INTEGER NOT NULL DEFAULT 0 CHECK (approved IN (0, 1)),
  billed INTEGER NOT NULL DEFAULT 0 CHECK (billed IN (0, 1)),
  price REAL NOT NULL DEFAULT 0,
  unit_price REAL NOT NULL DEFAULT 0,
  price_modified INTEGER NOT NULL DEFAULT 0 CHECK (price_modified IN (0, 1)),
  record_type TEXT,
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX time_records_start ON time_records (organization_id, start);
CREATE INDEX time_records_user_start ON time_records (organization_id, user_id, start);
CREATE INDEX time_records_project ON time_records (organization_id, project_id);
CREATE INDEX time_records_task ON time_records (organization_id, task_id);
CREATE INDEX time_records_client ON time_records (organization_id, client_id);
CREATE INDEX time_records_work_type ON time_records (organization_id, work_type_id);
CREATE INDEX time_records_trash ON time_records (organization_id, trash_item_id);
CREATE INDEX time_records_user ON time_records (user_id);

-- One price-list entry: an hourly price for a scope. NULL scope columns match anything; the
-- most specific matching entry wins (priority table in v1-rest-interface.md, see
-- src-service/domain/pricing/price-priority.ts).
CREATE TABLE price_list_entries (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  version INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  user_id TEXT REFERENCES users(id),
  client_id TEXT,
  project_id TEXT,
  task_id TEXT,
  work_type_id TEXT,
  price REAL NOT NULL CHECK (price >= 0),
  trash_item_id TEXT,
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
) STRICT;
CREATE INDEX price_list_entries_org ON price_list_entries (organization_id, trash_item_id);
CREATE INDEX price_list_entries_project ON price_list_entries (organization_id, project_id);
CREATE INDEX price_list_entries_task ON price_list_entries (organization_id, task_id);
CREATE INDEX price_list_entries_client ON price_list_entries (organization_id, client_id);
CREATE INDEX price_list_entries_work_type ON price_list_entries (organization_id, work_type_id);
`;
