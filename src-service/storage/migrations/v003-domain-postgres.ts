// The PostgreSQL form of migration 3 (frozen like its SQLite form in ./v003-domain.ts): the
// same tables, columns, constraints and indexes, translated as docs/architecture.md
// ("Storage on two engines") says: TEXT -> text COLLATE "C" (SQLite compares text by bytes),
// INTEGER -> bigint (booleans stay 0/1 integers), REAL -> double precision, BLOB -> bytea, no
// STRICT (PostgreSQL is always strict), COLLATE NOCASE in an index -> lower() over the "C" column
// (folds ASCII letters only, as NOCASE does).
export const domainSchemaPostgres = `
CREATE TABLE trash_items (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  deleted_object_class text COLLATE "C" NOT NULL,
  deleted_object_id text COLLATE "C" NOT NULL,
  group_id text COLLATE "C" NOT NULL,
  display_name text COLLATE "C" NOT NULL DEFAULT '',
  deleted_by_user_id text COLLATE "C" REFERENCES users(id),
  UNIQUE (organization_id, id)
);
CREATE INDEX trash_items_group ON trash_items (organization_id, group_id);
CREATE INDEX trash_items_object ON trash_items (organization_id, deleted_object_class, deleted_object_id);

CREATE TABLE clients (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  name text COLLATE "C" NOT NULL DEFAULT '',
  number text COLLATE "C",
  note text COLLATE "C",
  active bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX clients_name ON clients (organization_id, lower(name), id);
CREATE INDEX clients_trash ON clients (organization_id, trash_item_id);

CREATE TABLE work_types (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  name text COLLATE "C" NOT NULL DEFAULT '',
  note text COLLATE "C",
  active bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX work_types_trash ON work_types (organization_id, trash_item_id);

CREATE TABLE external_systems (
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

CREATE TABLE projects (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  active bigint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  begins bigint,
  billable bigint NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  client_id text COLLATE "C",
  code text COLLATE "C" CHECK (code IS NULL OR length(code) <= 20),
  effective bigint NOT NULL DEFAULT 1 CHECK (effective IN (0, 1)),
  ends bigint,
  external_browsable_url text COLLATE "C",
  external_resource_id text COLLATE "C",
  external_synced bigint NOT NULL DEFAULT 0 CHECK (external_synced IN (0, 1)),
  external_synced_at bigint,
  external_system_id text COLLATE "C",
  name text COLLATE "C" NOT NULL DEFAULT '',
  note text COLLATE "C",
  owner_id text COLLATE "C" NOT NULL REFERENCES users(id),
  personal bigint NOT NULL DEFAULT 0 CHECK (personal IN (0, 1)),
  price_budget double precision,
  time_budget bigint,
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, external_system_id) REFERENCES external_systems (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX projects_name ON projects (organization_id, lower(name), id);
CREATE INDEX projects_client ON projects (organization_id, client_id);
CREATE INDEX projects_owner ON projects (owner_id);
CREATE INDEX projects_trash ON projects (organization_id, trash_item_id);

CREATE TABLE tasks (
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  name text COLLATE "C" NOT NULL DEFAULT '',
  note text COLLATE "C",
  project_id text COLLATE "C" NOT NULL,
  author_id text COLLATE "C" REFERENCES users(id),
  owner_id text COLLATE "C" REFERENCES users(id),
  done bigint CHECK (done IS NULL OR done IN (0, 1)),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX tasks_project ON tasks (organization_id, project_id);
CREATE INDEX tasks_trash ON tasks (organization_id, trash_item_id);

CREATE TABLE time_records (
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
  start bigint NOT NULL,
  stop bigint,
  duration bigint NOT NULL DEFAULT 0 CHECK (duration >= 0),
  billable bigint NOT NULL DEFAULT 0 CHECK (billable IN (0, 1)),
  effective bigint NOT NULL DEFAULT 1 CHECK (effective IN (0, 1)),
  approved bigint NOT NULL DEFAULT 0 CHECK (approved IN (0, 1)),
  billed bigint NOT NULL DEFAULT 0 CHECK (billed IN (0, 1)),
  price double precision NOT NULL DEFAULT 0,
  unit_price double precision NOT NULL DEFAULT 0,
  price_modified bigint NOT NULL DEFAULT 0 CHECK (price_modified IN (0, 1)),
  record_type text COLLATE "C",
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
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
  id text COLLATE "C" PRIMARY KEY NOT NULL,
  organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
  version bigint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  user_id text COLLATE "C" REFERENCES users(id),
  client_id text COLLATE "C",
  project_id text COLLATE "C",
  task_id text COLLATE "C",
  work_type_id text COLLATE "C",
  price double precision NOT NULL CHECK (price >= 0),
  trash_item_id text COLLATE "C",
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id),
  FOREIGN KEY (organization_id, project_id) REFERENCES projects (organization_id, id),
  FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id),
  FOREIGN KEY (organization_id, work_type_id) REFERENCES work_types (organization_id, id),
  FOREIGN KEY (organization_id, trash_item_id) REFERENCES trash_items (organization_id, id)
);
CREATE INDEX price_list_entries_org ON price_list_entries (organization_id, trash_item_id);
CREATE INDEX price_list_entries_project ON price_list_entries (organization_id, project_id);
CREATE INDEX price_list_entries_task ON price_list_entries (organization_id, task_id);
CREATE INDEX price_list_entries_client ON price_list_entries (organization_id, client_id);
CREATE INDEX price_list_entries_work_type ON price_list_entries (organization_id, work_type_id);
`;
