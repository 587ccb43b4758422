import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person } from '../identity/testing/identity-fixtures.ts';
import { rebuildReportTotals } from './rebuild-report-totals.ts';

const open = useEngineDatabases();
const hour = 3_600_000;

interface Rollup {
  readonly unit: number;
  readonly user_id: string;
  readonly project_id: string;
  readonly task_id: string;
  readonly billable: number;
  readonly effective: number;
  readonly count: number;
  readonly time: number;
  readonly money: number;
}

async function rollups(db: SqlDatabase, table: 'days' | 'months'): Promise<Rollup[]> {
  const unit = table === 'days' ? 'day' : 'month';
  const rows = await db.all<Rollup>(
    `SELECT ${unit} AS unit, user_id, project_id, task_id, billable, effective, count, time, money
     FROM time_record_${table} ORDER BY organization_id, ${unit}, user_id, project_id, task_id, billable, effective`,
  );
  // SQLite keeps whole millionths (migration 10).
  return rows.map((r) => ({ ...r, money: db.dialect === 'sqlite' ? r.money / 1e6 : r.money }));
}

async function both(db: SqlDatabase): Promise<{ days: Rollup[]; months: Rollup[] }> {
  return { days: await rollups(db, 'days'), months: await rollups(db, 'months') };
}

/** The triggers left exactly what building from the records gives. */
async function expectExact(db: SqlDatabase): Promise<void> {
  const kept = await both(db);
  await rebuildReportTotals(db);
  expect(kept).toEqual(await both(db));
}

async function setUp(db: SqlDatabase, timeZone = 'Europe/Berlin') {
  const org = await organization(db, 'Totals');
  await db.run('UPDATE organizations SET time_zone = ? WHERE id = ?', [timeZone, org.id]);
  const ann = await person(db, 'ann@example.com');
  const bob = await person(db, 'bob@example.com');
  for (const p of ['p1', 'p2'])
    await db.run(
      'INSERT INTO projects (id, organization_id, created_at, updated_at, owner_id) VALUES (?, ?, 0, 0, ?)',
      [p, org.id, ann.id],
    );
  let n = 0;
  const record = async (
    start: string,
    values: Record<string, string | number | null> = {},
  ): Promise<string> => {
    const id = `r${++n}`;
    const row: Record<string, string | number | null> = {
      id,
      organization_id: org.id,
      created_at: 0,
      updated_at: 0,
      user_id: ann.id,
      start: Date.parse(start),
      duration: hour,
      price: 10.25,
      ...values,
    };
    const columns = Object.keys(row);
    await db.run(
      `INSERT INTO time_records (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(row),
    );
    return id;
  };
  return { db, org, ann, bob, record };
}

// 2024-03-31: the day Berlin moves its clocks forward; 22:30 UTC on the 31st is already 1 April there.
const march31 = Math.floor(Date.UTC(2024, 2, 31) / 86_400_000);
const march = 2024 * 12 + 2;

describe.each(engines)('report totals kept by triggers on %s', (engine) => {
  it('adds an inserted record to its local day and month, and sums by key', async () => {
    const { db, ann, record } = await setUp((await open(engine)).db);
    await record('2024-03-31T01:30:00Z', { billable: 1, project_id: 'p1' });
    await record('2024-03-31T21:00:00Z', { billable: 1, project_id: 'p1', duration: 2 * hour, price: 0.1 });
    await record('2024-03-31T22:30:00Z', { effective: 0 });
    expect(await rollups(db, 'days')).toEqual([
      {
        unit: march31,
        user_id: ann.id,
        project_id: 'p1',
        task_id: '',
        billable: 1,
        effective: 1,
        count: 2,
        time: 3 * hour,
        money: 10.35,
      },
      {
        unit: march31 + 1,
        user_id: ann.id,
        project_id: '',
        task_id: '',
        billable: 0,
        effective: 0,
        count: 1,
        time: hour,
        money: 10.25,
      },
    ]);
    expect((await rollups(db, 'months')).map((r) => [r.unit, r.count])).toEqual([
      [march, 2],
      [march + 1, 1],
    ]);
    await expectExact(db);
  });

  it('moves a record on an edit of duration, price, flags, project, person and start across a day', async () => {
    const { db, bob, record } = await setUp((await open(engine)).db);
    const id = await record('2024-03-31T20:00:00Z', { project_id: 'p1' });
    await record('2024-03-31T20:00:00Z', { project_id: 'p1' });
    const edits: Record<string, string | number>[] = [
      { duration: 5 * hour },
      { price: 99.5 },
      { billable: 1 },
      { effective: 0 },
      { project_id: 'p2' },
      { user_id: bob.id },
      { start: Date.UTC(2024, 2, 31, 22, 30) },
      { start: Date.UTC(2024, 1, 29, 12) },
      { description: 'nothing the totals keep' },
    ];
    for (const edit of edits) {
      const [column, value] = Object.entries(edit)[0] as [string, string | number];
      await db.run(`UPDATE time_records SET ${column} = ? WHERE id = ?`, [value, id]);
      await expectExact(db);
    }
    const days = await rollups(db, 'days');
    expect(days.map((r) => [r.unit, r.user_id, r.project_id, r.count, r.time, r.money])).toEqual([
      [march31 - 31, bob.id, 'p2', 1, 5 * hour, 99.5],
      [march31, days[1]?.user_id, 'p1', 1, hour, 10.25],
    ]);
  });

  it('drops a record sent to the trash, brings it back on restore, and forgets it when purged', async () => {
    const { db, org, record } = await setUp((await open(engine)).db);
    const id = await record('2024-03-10T10:00:00Z');
    await db.run(
      `INSERT INTO trash_items (id, organization_id, version, created_at, updated_at, deleted_object_class, deleted_object_id, group_id)
       VALUES ('t1', ?, 1, 0, 0, 'time_records', ?, 't1')`,
      [org.id, id],
    );
    await db.run("UPDATE time_records SET trash_item_id = 't1' WHERE id = ?", [id]);
    expect(await both(db)).toEqual({ days: [], months: [] });
    await db.run('UPDATE time_records SET trash_item_id = NULL WHERE id = ?', [id]);
    expect((await rollups(db, 'days')).map((r) => r.count)).toEqual([1]);
    await db.run("UPDATE time_records SET trash_item_id = 't1', duration = 7 WHERE id = ?", [id]);
    await db.run('DELETE FROM time_records WHERE id = ?', [id]);
    expect(await both(db)).toEqual({ days: [], months: [] });
    await record('2024-03-10T10:00:00Z');
    await db.run('DELETE FROM time_records');
    expect(await both(db)).toEqual({ days: [], months: [] });
  });

  it('applies a statement over many records at once', async () => {
    const { db, record } = await setUp((await open(engine)).db);
    for (let i = 0; i < 20; i++) await record(new Date(Date.UTC(2024, 0, 1) + i * 11 * hour).toISOString());
    await db.run('UPDATE time_records SET duration = duration + 1, project_id = ? WHERE start < ?', [
      'p2',
      Date.UTC(2024, 0, 4),
    ]);
    await expectExact(db);
    await db.run('DELETE FROM time_records WHERE start > ?', [Date.UTC(2024, 0, 6)]);
    await expectExact(db);
    expect((await rollups(db, 'days')).reduce((n, r) => n + r.count, 0)).toBe(11);
  });

  it('rebuilds an organization on a change of its time zone, in that zone', async () => {
    const { db, org, record } = await setUp((await open(engine)).db);
    await record('2024-03-31T22:30:00Z');
    await record('2024-03-31T18:30:00Z');
    expect((await rollups(db, 'days')).map((r) => [r.unit, r.count])).toEqual([
      [march31, 1],
      [march31 + 1, 1],
    ]);
    await db.run("UPDATE organizations SET time_zone = 'Asia/Kathmandu' WHERE id = ?", [org.id]);
    // 18:30 UTC is 00:15 on 1 April in Kathmandu (UTC+05:45).
    expect((await rollups(db, 'days')).map((r) => [r.unit, r.count])).toEqual([[march31 + 1, 2]]);
    await db.run("UPDATE organizations SET time_zone = 'America/New_York' WHERE id = ?", [org.id]);
    expect((await rollups(db, 'days')).map((r) => [r.unit, r.count])).toEqual([[march31, 2]]);
    await expectExact(db);
  });

  it('rebuilds one organization alone, and goes with its organization', async () => {
    const { db, org, ann, record } = await setUp((await open(engine)).db);
    await record('2024-03-10T10:00:00Z');
    const other = await organization(db, 'Other');
    await db.run(
      `INSERT INTO time_records (id, organization_id, created_at, updated_at, user_id, start, duration)
       VALUES ('x1', ?, 0, 0, ?, ?, 60000)`,
      [other.id, ann.id, Date.UTC(2024, 2, 10)],
    );
    // Both organizations' rows wrong: a rebuild of one mends that one only.
    await db.run('UPDATE time_record_days SET count = 9');
    await rebuildReportTotals(db, org.id);
    expect(
      (await db.all<{ count: number }>('SELECT count FROM time_record_days ORDER BY count')).map(
        (r) => r.count,
      ),
    ).toEqual([1, 9]);
    await rebuildReportTotals(db);
    // Records refer to their organization without a cascade: they go first, and with them
    // their totals; a row left behind all the same goes with the organization.
    await db.run(
      "INSERT INTO time_record_days (organization_id, day, user_id, project_id, task_id, billable, effective, count, time, money) VALUES (?, 1, 'u', '', '', 0, 0, 1, 1, 1)",
      [org.id],
    );
    await db.run('DELETE FROM time_records WHERE organization_id = ?', [org.id]);
    await db.run('DELETE FROM projects WHERE organization_id = ?', [org.id]);
    await db.run('DELETE FROM organizations WHERE id = ?', [org.id]);
    expect(await db.all('SELECT organization_id FROM time_record_days')).toEqual([
      { organization_id: other.id },
    ]);
    expect(await db.all('SELECT organization_id FROM time_record_months')).toEqual([
      { organization_id: other.id },
    ]);
  });
});
