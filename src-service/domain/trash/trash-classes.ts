import type { SqlDialect } from '../../storage/sql-database.ts';

export interface TrashCascade {
  /** The related record class, registered below too. */
  readonly objectClass: string;
  /** The column of the related table that points at the parent. */
  readonly foreignKey: string;
}

export interface TrashClass {
  /** v1 class name, stored as `deleted_object_class`. */
  readonly objectClass: string;
  readonly table: string;
  /**
   * SQL expression over the table's own columns giving the trash item's display name; one per
   * engine where SQLite's formatting functions have no common form.
   */
  readonly displayName: string | Readonly<Record<SqlDialect, string>>;
  /** Records that move to the trash with it (v1 cascade table), in the same group. */
  readonly cascade: readonly TrashCascade[];
  /**
   * False for a class whose rows are shared by several accounts (User): its trash item heads the
   * group, but the row itself is not marked; the account loses the user through the cascade
   * (its Access goes to the trash with the rest).
   */
  readonly marksRow?: boolean;
}

const personName = (table: string): string => `trim(${table}.first_name || ' ' || ${table}.last_name)`;
const userOf = (table: string): string =>
  `(SELECT trim(u.first_name || ' ' || u.last_name) FROM users AS u WHERE u.id = ${table}.user_id)`;

/**
 * What can go to the trash and what goes with it: the v1 cascade table (v1-rest-interface.md,
 * "Cascade deletion"), row for row, for the records this service has. SpendingTimeUnit (in the
 * User row) has no documented fields and no table, so it has no class here. The v1 resource
 * definitions list the same cascades; a test keeps the two equal.
 */
export const trashClasses: readonly TrashClass[] = [
  {
    objectClass: 'Project',
    table: 'projects',
    displayName: 'name',
    cascade: [
      { objectClass: 'Impulse', foreignKey: 'project_id' },
      { objectClass: 'ProjectMember', foreignKey: 'project_id' },
      { objectClass: 'ProjectWorkTypeLink', foreignKey: 'project_id' },
      { objectClass: 'Task', foreignKey: 'project_id' },
      { objectClass: 'TimeRecord', foreignKey: 'project_id' },
    ],
  },
  { objectClass: 'Task', table: 'tasks', displayName: 'name', cascade: [] },
  {
    objectClass: 'TimeRecord',
    table: 'time_records',
    displayName: {
      sqlite: "coalesce(nullif(description, ''), strftime('%Y-%m-%d %H:%M', start / 1000, 'unixepoch'))",
      postgres:
        "coalesce(nullif(description, ''), to_char(to_timestamp(start / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'))",
    },
    cascade: [],
  },
  {
    objectClass: 'Client',
    table: 'clients',
    displayName: 'name',
    cascade: [
      { objectClass: 'Bill', foreignKey: 'client_id' },
      { objectClass: 'ContactPerson', foreignKey: 'client_id' },
    ],
  },
  {
    objectClass: 'WorkType',
    table: 'work_types',
    displayName: 'name',
    cascade: [{ objectClass: 'ProjectWorkTypeLink', foreignKey: 'work_type_id' }],
  },
  { objectClass: 'ExternalSystem', table: 'external_systems', displayName: 'name', cascade: [] },
  {
    objectClass: 'PriceListEntry',
    table: 'price_list_entries',
    displayName: {
      sqlite: "printf('%.2f', price)",
      // to_char rounds an exact tie (x.125, …: price × 8 whole) to even where SQLite rounds it
      // up; nudging such a price up by a thousandth rounds it as SQLite does and moves no other.
      postgres:
        "to_char(CASE WHEN price * 8 = floor(price * 8) THEN price + 0.001 ELSE price END, 'FM9999999999999999999990.00')",
    },
    cascade: [],
  },
  {
    objectClass: 'Impulse',
    table: 'impulses',
    displayName: "coalesce(nullif(description, ''), 'Stopwatch')",
    cascade: [],
  },
  {
    objectClass: 'ProjectMember',
    table: 'project_members',
    displayName: userOf('project_members'),
    cascade: [],
  },
  {
    objectClass: 'ProjectWorkTypeLink',
    table: 'project_work_type_links',
    displayName:
      "coalesce((SELECT w.name FROM work_types AS w WHERE w.id = project_work_type_links.work_type_id), '')",
    cascade: [],
  },
  {
    objectClass: 'Bill',
    table: 'bills',
    displayName: "coalesce(number, '')",
    cascade: [
      { objectClass: 'BillItem', foreignKey: 'bill_id' },
      { objectClass: 'BillVat', foreignKey: 'bill_id' },
    ],
  },
  { objectClass: 'BillItem', table: 'bill_items', displayName: "coalesce(description, '')", cascade: [] },
  {
    objectClass: 'BillVat',
    table: 'bill_vats',
    displayName: {
      sqlite: "rate || ' %'",
      // SQLite writes a whole REAL with ".0" (19.0), PostgreSQL without (19).
      postgres:
        "CASE WHEN rate = trunc(rate) AND rate < 1e15 THEN CAST(CAST(rate AS bigint) AS text) || '.0' ELSE CAST(rate AS text) END || ' %'",
    },
    cascade: [],
  },
  {
    objectClass: 'ContactPerson',
    table: 'contact_persons',
    displayName: personName('contact_persons'),
    cascade: [],
  },
  {
    objectClass: 'Department',
    table: 'departments',
    displayName: 'name',
    cascade: [{ objectClass: 'DepartmentMember', foreignKey: 'department_id' }],
  },
  {
    objectClass: 'DepartmentMember',
    table: 'department_members',
    displayName: userOf('department_members'),
    cascade: [],
  },
  {
    objectClass: 'User',
    table: 'users',
    displayName: personName('users'),
    marksRow: false,
    cascade: [
      { objectClass: 'Access', foreignKey: 'user_id' },
      { objectClass: 'ProjectMember', foreignKey: 'user_id' },
      { objectClass: 'SecretKey', foreignKey: 'user_id' },
    ],
  },
  { objectClass: 'Access', table: 'memberships', displayName: userOf('memberships'), cascade: [] },
  {
    objectClass: 'SecretKey',
    table: 'secret_keys',
    displayName: "coalesce(nullif(name, ''), key_prefix)",
    cascade: [],
  },
];

/** The class's display-name expression on this engine. */
export function displayNameSql(cls: TrashClass, dialect: SqlDialect): string {
  return typeof cls.displayName === 'string' ? cls.displayName : cls.displayName[dialect];
}

export function trashClass(objectClass: string): TrashClass {
  const found = trashClasses.find((c) => c.objectClass === objectClass);
  if (found === undefined) throw new Error(`Not a trashable class: ${objectClass}`);
  return found;
}
