import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { JoinPlan } from '../filter/field-path.ts';
import { resources } from '../resources/registry.ts';
import { filterEngines, openFilterDatabase, type FilterDatabase } from '../testing/filter-engines.ts';
import { V1Error } from '../wire/v1-error.ts';
import { WireDate } from '../wire/wire-values.ts';
import { parseAppend } from './append.ts';
import { compileOrderBy } from './order-by.ts';
import { maxPageSize, parseBooleanParam, parsePaging } from './query-params.ts';
import { compileSummaryParam } from './summary.ts';

const hour = 3_600_000;

async function insertRows(db: SqlDatabase): Promise<void> {
  const insert = async (table: string, row: Record<string, string | number | null>): Promise<void> => {
    const cols = Object.keys(row);
    await db.run(
      `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      Object.values(row),
    );
  };
  await insert('clients', { id: 'c1', organization_id: 'o', name: 'Zeta' });
  await insert('projects', { id: 'p1', organization_id: 'o', name: 'beta', client_id: 'c1', created_at: 3 });
  await insert('projects', { id: 'p2', organization_id: 'o', name: 'Alpha', client_id: null, created_at: 2 });
  await insert('projects', { id: 'p3', organization_id: 'o', name: 'alpha', client_id: 'c1', created_at: 1 });
  for (const [id, project, duration, price, start] of [
    ['r1', 'p1', hour, 10.5, 1000],
    ['r2', 'p1', 2 * hour, 0.25, 2000],
    ['r3', 'p2', hour / 2, 3, 3000],
    ['r4', null, 60_000, 0, 4000],
  ] as const) {
    await insert('time_records', {
      id,
      organization_id: 'o',
      project_id: project,
      duration,
      price,
      start,
      description: id,
    });
  }
}

function wrong(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof V1Error && e.code === 'PE01-1105') return e.description;
    throw e;
  }
  throw new Error('accepted');
}

describe('paging and flags', () => {
  it('defaults to and caps at 1000, refuses what is not a count', () => {
    expect(parsePaging(null, null)).toEqual({ top: maxPageSize, skip: 0 });
    expect(parsePaging('5000', '1000')).toEqual({ top: 1000, skip: 1000 });
    expect(parsePaging('0', '0')).toEqual({ top: 0, skip: 0 });
    for (const bad of ['-1', '1.5', 'ten', '', '1e3'])
      expect(wrong(() => parsePaging(bad, null))).toMatch(/^\$top must be/);
    expect(wrong(() => parsePaging(null, '-5'))).toMatch(/^\$skip must be/);
  });

  it('reads booleans strictly', () => {
    expect(parseBooleanParam('no_expand', 'TRUE')).toBe(true);
    expect(parseBooleanParam('no_expand', '0')).toBe(false);
    expect(parseBooleanParam('no_expand', null, true)).toBe(true);
    expect(wrong(() => parseBooleanParam('hard', 'yes'))).toBe('hard must be true or false, not yes');
  });

  it('accepts the documented append options per resource', () => {
    expect(parseAppend('timerecords-count, TASKS-count', resources.projects).map((a) => a.field)).toEqual([
      'timeRecordsCount',
      'tasksCount',
    ]);
    expect(parseAppend('bills-count,projects-count', resources.clients).map((a) => a.field)).toEqual([
      'billsCount',
      'projectsCount',
    ]);
    expect(wrong(() => parseAppend('bills-count', resources.projects))).toBe(
      'append: bills-count is not available for Project; use timerecords-count, tasks-count, members-count',
    );
  });
});

describe.each(filterEngines)('$orderby and summary on %s', (dialect) => {
  let engine: FilterDatabase;
  let db: SqlDatabase;
  beforeAll(async () => {
    engine = await openFilterDatabase(dialect);
    db = engine.db;
    await insertRows(db);
  }, 120_000);
  afterAll(async () => {
    await engine.stop();
  });

  const ids = async (
    orderby: string | null,
    resource: 'projects' | 'timerecords' = 'projects',
  ): Promise<string[]> => {
    const plan = new JoinPlan(resources[resource], dialect);
    const terms = compileOrderBy(orderby, plan, resources[resource]);
    const rows = await db.all<{ id: string }>(
      `SELECT t.id FROM ${resources[resource].table} AS t ${plan.sql()} ORDER BY ${terms.join(', ')}`,
    );
    return rows.map((r) => r.id);
  };

  it('sorts by several fields, asc by default, text case-insensitively, ties by id', async () => {
    expect(await ids('name')).toEqual(['p2', 'p3', 'p1']);
    expect(await ids('name desc')).toEqual(['p1', 'p3', 'p2']);
    expect(await ids('name asc, createdAt desc')).toEqual(['p2', 'p3', 'p1']);
    expect(await ids('client/name desc, name')).toEqual(['p3', 'p1', 'p2']);
    expect(await ids('duration desc, start', 'timerecords')).toEqual(['r2', 'r1', 'r3', 'r4']);
  });

  it('sorts nulls first ascending and last descending, as SQLite does', async () => {
    expect(await ids('client/name, name')).toEqual(['p2', 'p3', 'p1']);
    expect(await ids('client desc, name desc')).toEqual(['p1', 'p3', 'p2']);
  });

  it('sorts a related object by its display name, and uses the default order when none is given', async () => {
    expect(await ids('project desc, start', 'timerecords')).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await ids(null, 'timerecords')).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await ids(null)).toEqual(['p2', 'p3', 'p1']);
  });

  it('names the offending token and position', () => {
    const plan = new JoinPlan(resources.projects, dialect);
    expect(wrong(() => compileOrderBy('name sideways', plan, resources.projects))).toBe(
      "$orderby: Unexpected token 'sideways' at position 6",
    );
    expect(wrong(() => compileOrderBy('name, nmae', plan, resources.projects))).toBe(
      "$orderby: Unknown field of Project 'nmae' at position 7",
    );
    expect(wrong(() => compileOrderBy('name,', plan, resources.projects))).toBe(
      '$orderby: Unexpected end of expression at position 6',
    );
    expect(wrong(() => compileOrderBy('externalSynced', plan, resources.projects))).toBe(
      "$orderby: Field cannot be read 'externalSynced' at position 1",
    );
  });

  const run = async (text: string): Promise<unknown> => {
    const plan = new JoinPlan(resources.timerecords, dialect);
    const s = compileSummaryParam(text, plan);
    const sql = `SELECT ${s.columns.join(', ')} FROM time_records AS t ${plan.sql()}${
      s.groupBy.length > 0 ? ` GROUP BY ${s.groupBy.join(', ')}` : ''
    }${s.orderBy.length > 0 ? ` ORDER BY ${s.orderBy.join(', ')}` : ''}`;
    return (await db.all<Record<string, unknown>>(sql)).map(s.toRow);
  };

  it('summary answers one row keyed * without grouping, values as strings', async () => {
    expect(await run('count();sum(duration);avg(price);min(start);max(description)')).toEqual([
      {
        key: '*',
        summaries: [
          { name: 'count()', value: '4' },
          { name: 'sum(duration)', value: String(3.5 * hour + 60_000) },
          { name: 'avg(price)', value: '3.4375' },
          { name: 'min(start)', value: new WireDate(1000) },
          { name: 'max(description)', value: 'r4' },
        ],
      },
    ]);
  });

  it('summary groups by a field or an inner field, the key first', async () => {
    expect(await run('project;count();sum(duration)')).toEqual([
      {
        key: '',
        summaries: [
          { name: 'count()', value: '1' },
          { name: 'sum(duration)', value: '60000' },
        ],
      },
      {
        key: 'p1',
        summaries: [
          { name: 'count()', value: '2' },
          { name: 'sum(duration)', value: String(3 * hour) },
        ],
      },
      {
        key: 'p2',
        summaries: [
          { name: 'count()', value: '1' },
          { name: 'sum(duration)', value: String(hour / 2) },
        ],
      },
    ]);
    expect(await run('project/client/name; sum(price)')).toEqual([
      { key: '', summaries: [{ name: 'sum(price)', value: '3' }] },
      { key: 'Zeta', summaries: [{ name: 'sum(price)', value: '10.75' }] },
    ]);
  });

  it('sums doubles as SQLite does: ten prices of 0.1 make 1, not 0.9999999999999999', async () => {
    for (let i = 0; i < 10; i++) {
      await db.run(
        "INSERT INTO time_records (id, organization_id, version, created_at, updated_at, price, start, description) VALUES (?, 'o', 1, 0, 0, 0.1, 0, 'tenths')",
        [`tenth${i}`],
      );
    }
    try {
      const plan = new JoinPlan(resources.timerecords, dialect);
      const s = compileSummaryParam('sum(price)', plan);
      const rows = await db.all<Record<string, unknown>>(
        `SELECT ${s.columns.join(', ')} FROM time_records AS t ${plan.sql()} WHERE t.description = 'tenths'`,
      );
      expect(rows.map(s.toRow)).toEqual([{ key: '*', summaries: [{ name: 'sum(price)', value: '1' }] }]);
    } finally {
      await db.run("DELETE FROM time_records WHERE description = 'tenths'");
    }
  });

  it('refuses a malformed summary with the position', () => {
    const plan = new JoinPlan(resources.timerecords, dialect);
    const w = (text: string): string => wrong(() => compileSummaryParam(text, plan));
    expect(w('project')).toBe(
      'summary: At least one of count(), sum(), avg(), min(), max() is needed at position 8',
    );
    expect(w('count();project')).toBe("summary: The grouping field must come first 'project' at position 9");
    expect(w('median(duration)')).toBe("summary: Unknown summary function 'median' at position 1");
    expect(w('sum(description)')).toBe(
      "summary: sum() cannot use a String field 'description' at position 5",
    );
    expect(w('avg(billable)')).toBe("summary: avg() cannot use a Boolean field 'billable' at position 5");
    expect(w('count(duration)')).toBe("summary: count() takes no field 'count' at position 1");
    expect(w('sum()')).toBe("summary: sum() needs a field 'sum' at position 1");
    expect(w('project;;count()')).toBe('summary: Empty summary part at position 9');
    expect(w('nope;count()')).toBe("summary: Unknown field of TimeRecord 'nope' at position 1");
    expect(w('count() x')).toBe("summary: Unexpected token 'x' at position 9");
  });
});
