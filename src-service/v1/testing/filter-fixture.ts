import type { Database } from 'better-sqlite3';
import type { RefField, RefRow, RefSchema, RefType, RefValue } from './filter-reference.ts';

/**
 * A small, collision-rich data set for the `$filter` fuzz test: the same rows go into SQLite and
 * into the reference interpreter. Strings share prefixes, cases, quotes and non-ASCII letters;
 * numbers include zero, negatives and values near the 64-bit limits; some values are null. Rows of
 * another organization and trashed rows are present and must never be selected.
 */

export const fixtureOrg = 'org-main';
const otherOrg = 'org-other';

export const stringPool = [
  '',
  'a',
  'A',
  'ab',
  'Ab',
  'abc',
  'b',
  'B',
  'ba',
  'ä',
  'Ä',
  'ÄB',
  'ß',
  'İ',
  "'",
  "a'b",
  '😀',
  'a😀',
  ' a',
  'x y',
];
export const integerPool = [
  0n,
  1n,
  2n,
  3n,
  -7n,
  60000n,
  3600000n,
  4611686018427387904n,
  9223372036854775807n,
  -9223372036854775808n,
];
export const doublePool = [0, 0.5, -1.25, 2.5, 100, 1e300, -3];
export const datePool = [0n, 1700000000000n, 1704067200000n, 1709251199999n, 1709251200000n, 1735689600000n];

function makeRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

type Row = Record<string, unknown>;

interface Table {
  readonly table: string;
  readonly rows: Row[];
}

function build(): Record<string, Table> {
  const random = makeRandom(42);
  const pick = <T>(pool: readonly T[], nullChance = 0.2): T | null =>
    random() < nullChance ? null : (pool[Math.floor(random() * pool.length)] as T);
  const flag = (nullChance = 0): bigint | null => (random() < nullChance ? null : random() < 0.5 ? 1n : 0n);

  const users: Row[] = [];
  for (let i = 1; i <= 5; i++) {
    users.push({
      id: `u${i}`,
      first_name: pick(stringPool, 0),
      last_name: pick(stringPool, 0),
      email: `user${i}@example.com`,
      active: flag(),
    });
  }
  const clients: Row[] = [];
  for (let i = 1; i <= 5; i++) {
    clients.push({
      id: `c${i}`,
      organization_id: fixtureOrg,
      name: pick(stringPool, 0.1),
      number: pick(stringPool),
      active: flag(),
    });
  }
  const projects: Row[] = [];
  for (let i = 1; i <= 8; i++) {
    projects.push({
      id: `p${i}`,
      organization_id: i === 8 ? otherOrg : fixtureOrg,
      name: pick(stringPool),
      code: pick(stringPool),
      active: flag(0.2),
      billable: flag(0.3),
      time_budget: pick(integerPool, 0.3),
      price_budget: pick(doublePool, 0.3),
      begins: pick(datePool, 0.3),
      client_id: pick(['c1', 'c2', 'c3', 'c4', 'c5'], 0.25),
      owner_id: pick(['u1', 'u2', 'u3', 'u4', 'u5'], 0),
      external_system_id: null,
      trash_item_id: i === 7 ? 'trash-1' : null,
    });
  }
  const tasks: Row[] = [];
  for (let i = 1; i <= 8; i++) {
    tasks.push({
      id: `k${i}`,
      organization_id: fixtureOrg,
      name: pick(stringPool, 0.1),
      done: flag(0.3),
      project_id: pick(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], 0),
      trash_item_id: i === 8 ? 'trash-2' : null,
    });
  }
  const timeRecords: Row[] = [];
  for (let i = 1; i <= 36; i++) {
    const start = pick(datePool, 0) as bigint;
    timeRecords.push({
      id: `r${String(i).padStart(2, '0')}`,
      organization_id: i > 33 ? otherOrg : fixtureOrg,
      description: pick(stringPool, 0.25),
      duration: pick(integerPool, 0.1),
      start,
      stop: random() < 0.3 ? null : start + (pick(integerPool.slice(0, 7), 0) as bigint),
      billable: flag(),
      effective: flag(),
      approved: flag(0.2),
      price: pick(doublePool, 0.3),
      project_id: i > 33 ? 'p8' : pick(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']),
      task_id: pick(['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k8']),
      user_id: pick(['u1', 'u2', 'u3', 'u4', 'u5'], 0),
      client_id: pick(['c1', 'c2', 'c3'], 0.5),
      work_type_id: null,
      trash_item_id: i === 30 || i === 31 ? 'trash-3' : null,
    });
  }
  return {
    users: { table: 'users', rows: users },
    clients: { table: 'clients', rows: clients },
    projects: { table: 'projects', rows: projects },
    tasks: { table: 'tasks', rows: tasks },
    timerecords: { table: 'time_records', rows: timeRecords },
  };
}

export const fixtureData = build();

export function insertFixture(db: Database): void {
  for (const { table, rows } of Object.values(fixtureData)) {
    for (const row of rows) {
      const columns = Object.keys(row);
      db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ).run(...columns.map((c) => row[c] as string | bigint | number | null));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The reference view of the same rows.

const i = (v: unknown): RefValue => (v === null || v === undefined ? null : { t: 'i', v: v as bigint });
const r = (v: unknown): RefValue => (v === null || v === undefined ? null : { t: 'r', v: v as number });
const s = (v: unknown): RefValue => (v === null || v === undefined ? null : { t: 's', v: v as string });

const column = (type: RefType, name: string): RefField => ({
  type,
  get: (row) => (type === 'String' ? s(row[name]) : type === 'Double' ? r(row[name]) : i(row[name])),
});

const byId = new Map<string, RefRow>();
for (const [resource, { rows }] of Object.entries(fixtureData))
  for (const row of rows) byId.set(`${resource}:${row['id'] as string}`, row);

const live = (row: Row): boolean => row['trash_item_id'] === null || row['trash_item_id'] === undefined;
const childCount = (
  child: string,
  column_: string,
  id: unknown,
  extra: (row: Row) => boolean = () => true,
): RefValue => ({
  t: 'i',
  v: BigInt(
    fixtureData[child]?.rows.filter((row) => row[column_] === id && live(row) && extra(row)).length ?? 0,
  ),
});

export const fixtureSchema: RefSchema = {
  fields: {
    users: {
      firstName: column('String', 'first_name'),
      lastName: column('String', 'last_name'),
      email: column('String', 'email'),
      active: column('Boolean', 'active'),
      displayName: {
        type: 'String',
        get: (row) =>
          s(`${row['first_name'] as string} ${row['last_name'] as string}`.replace(/^ +| +$/g, '')),
      },
    },
    clients: {
      name: column('String', 'name'),
      number: column('String', 'number'),
      active: column('Boolean', 'active'),
      projectsCount: { type: 'Integer', get: (row) => childCount('projects', 'client_id', row['id']) },
    },
    projects: {
      name: column('String', 'name'),
      code: column('String', 'code'),
      active: column('Boolean', 'active'),
      billable: column('Boolean', 'billable'),
      timeBudget: column('Integer', 'time_budget'),
      priceBudget: column('Double', 'price_budget'),
      begins: column('Date', 'begins'),
      displayName: { type: 'String', get: (row) => s(row['name'] ?? '') },
      timeRecordsCount: { type: 'Integer', get: (row) => childCount('timerecords', 'project_id', row['id']) },
      tasksCount: {
        type: 'Integer',
        get: (row) => childCount('tasks', 'project_id', row['id'], (t) => t['done'] !== 1n),
      },
    },
    tasks: {
      name: column('String', 'name'),
      done: column('Boolean', 'done'),
    },
    timerecords: {
      description: column('String', 'description'),
      duration: column('Integer', 'duration'),
      start: column('Date', 'start'),
      stop: column('Date', 'stop'),
      billable: column('Boolean', 'billable'),
      effective: column('Boolean', 'effective'),
      approved: column('Boolean', 'approved'),
      price: column('Double', 'price'),
      billed: { type: 'Boolean', get: () => ({ t: 'i', v: 0n }) },
      displayName: {
        type: 'String',
        get: (row) => {
          const description = row['description'] as string | null;
          if (description !== null && description !== '') return s(description);
          const project = byId.get(`projects:${row['project_id'] as string}`);
          return s(project?.['name'] ?? '');
        },
      },
    },
  },
  references: {
    projects: {
      client: { target: 'clients', id: (row) => row['client_id'] as string | null },
      owner: { target: 'users', id: (row) => row['owner_id'] as string | null },
      externalSystem: { target: 'externalsystems', id: (row) => row['external_system_id'] as string | null },
      trashItem: { target: 'trash', id: (row) => row['trash_item_id'] as string | null },
    },
    tasks: { project: { target: 'projects', id: (row) => row['project_id'] as string | null } },
    timerecords: {
      project: { target: 'projects', id: (row) => row['project_id'] as string | null },
      task: { target: 'tasks', id: (row) => row['task_id'] as string | null },
      user: { target: 'users', id: (row) => row['user_id'] as string | null },
      client: { target: 'clients', id: (row) => row['client_id'] as string | null },
      workType: { target: 'worktypes', id: (row) => row['work_type_id'] as string | null },
    },
  },
  rowById: (resource, id) => byId.get(`${resource}:${id}`),
};

/** The ids the reference selects: rows of the fixture organization, not trashed, matching. */
export function liveRowsOf(resource: string): Row[] {
  return (fixtureData[resource]?.rows ?? []).filter(
    (row) => row['organization_id'] === fixtureOrg && live(row),
  );
}

/** Every field path the fuzz test may use from a root resource, with its type. */
export function fixturePaths(root: 'timerecords' | 'projects'): { path: string[]; type: RefType }[] {
  const out: { path: string[]; type: RefType }[] = [];
  const walk = (resource: string, prefix: string[], depth: number): void => {
    for (const [name, f] of Object.entries(fixtureSchema.fields[resource] ?? {}))
      out.push({ path: [...prefix, name], type: f.type });
    for (const [name, ref] of Object.entries(fixtureSchema.references[resource] ?? {})) {
      out.push({ path: [...prefix, name], type: 'String' });
      out.push({ path: [...prefix, name, 'id'], type: 'String' });
      if (depth < 2 && fixtureSchema.fields[ref.target] !== undefined)
        walk(ref.target, [...prefix, name], depth + 1);
    }
  };
  walk(root, [], 0);
  return out;
}
