import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeFilterToV1, timeRangeToV1 } from '../../../src-shared/domain/time-filter.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { resources } from '../resources/registry.ts';
import { filterEngines, openFilterDatabase, type FilterDatabase } from '../testing/filter-engines.ts';
import { stringPool } from '../testing/filter-fixture.ts';
import { V1Error } from '../wire/v1-error.ts';
import { compileFilter } from './compile-filter.ts';
import { JoinPlan, maxJoins } from './field-path.ts';

function wrong(text: string, resource: keyof typeof resources = 'projects'): string {
  try {
    compileFilter(text, new JoinPlan(resources[resource], 'sqlite'));
  } catch (e) {
    if (e instanceof V1Error) {
      expect(e.code).toBe('PE01-1105');
      expect(e.status).toBe(400);
      return e.description;
    }
    throw e;
  }
  throw new Error(`accepted ${text}`);
}

describe('compileFilter checks names and types against the metadata', () => {
  it('names the offending token and its position', () => {
    expect(wrong("nmae eq 'x'")).toBe("$filter: Unknown field of Project 'nmae' at position 1");
    expect(wrong("client/nmae eq 'x'")).toBe("$filter: Unknown field of Client 'nmae' at position 8");
    expect(wrong('name eq 5')).toBe("$filter: Cannot compare String with Integer using 'eq' at position 6");
    expect(wrong("begins gt '2024-01-01'")).toBe(
      "$filter: Cannot compare Date with String using 'gt' at position 8",
    );
    expect(wrong('active gt false')).toBe("$filter: Cannot order conditions with 'gt' at position 8");
    expect(wrong('timeBudget lt null')).toBe(
      "$filter: null can only be compared with eq or ne, not 'lt' at position 12",
    );
    expect(wrong("name add 1 eq 'x'")).toBe(
      "$filter: Cannot compute String add Integer with 'add' at position 6",
    );
    expect(wrong('priceBudget mod 2 eq 0')).toBe(
      "$filter: Cannot compute Double mod Integer with 'mod' at position 13",
    );
    expect(wrong('not name')).toBe("$filter: Expected a condition, not String, after 'not' at position 1");
    expect(wrong('active and name')).toBe(
      "$filter: Expected conditions, not Boolean and String, around 'and' at position 8",
    );
    expect(wrong('substring(name) eq name')).toBe(
      "$filter: Expected 2 or 3 arguments for 'substring' at position 1",
    );
    expect(wrong('length(name, name) eq 1')).toBe("$filter: Expected 1 argument for 'length' at position 1");
    expect(wrong('substring(name, 1.5) eq name')).toBe(
      "$filter: Expected Integer as argument 2, not Double, of 'substring' at position 1",
    );
    expect(wrong('length(null) eq 1')).toBe(
      "$filter: Expected String as argument 1, not Null, of 'length' at position 1",
    );
    expect(wrong('name')).toBe("$filter: The filter must be a condition, not String 'name' at position 1");
    expect(wrong('timeBudget add 1')).toBe(
      "$filter: The filter must be a condition, not Integer 'add' at position 12",
    );
    expect(wrong('name/first eq 1')).toBe(
      "$filter: Field of type String has no inner fields 'name' at position 1",
    );
    expect(wrong('- begins eq begins')).toBe("$filter: Cannot negate Date with '-' at position 1");
  });

  it('refuses fields that cannot be read or are not stored', () => {
    expect(wrong('externalSynced eq true')).toBe(
      "$filter: Field cannot be read 'externalSynced' at position 1",
    );
    expect(wrong("owner/password eq 'x'")).toBe("$filter: Field cannot be read 'password' at position 7");
    expect(wrong('elapsed gt 0', 'impulses')).toBe(
      "$filter: Field cannot be used in a query 'elapsed' at position 1",
    );
  });

  it('joins up to the limit of related objects in one query and refuses more', () => {
    const paths = [
      'project/name',
      'project/client/name',
      'project/owner/email',
      'project/externalSystem/name',
      'task/name',
      'task/owner/email',
      'task/author/email',
      'user/email',
      'client/name',
    ];
    const filter = (n: number): string =>
      paths
        .slice(0, n)
        .map((p) => `${p} eq 'x'`)
        .join(' or ');
    const plan = new JoinPlan(resources.timerecords, 'sqlite');
    // The first two paths share the project join: n paths need n joins.
    expect(() => compileFilter(filter(maxJoins), plan)).not.toThrow();
    expect(plan.joinCount).toBe(maxJoins);
    const tooMany = filter(maxJoins + 1);
    expect(wrong(tooMany, 'timerecords')).toBe(
      `$filter: Too many related objects in one query 'client' at position ${tooMany.lastIndexOf('client/name') + 1}`,
    );
  });
});

describe('compileFilter produces parameterised SQL', () => {
  it('binds every literal, with integers as bigint so SQLite keeps integer arithmetic', () => {
    const c = compileFilter(
      "name eq 'x'' OR 1=1 --' and timeBudget div 2 gt 1.5",
      new JoinPlan(resources.projects, 'sqlite'),
    );
    expect(c.where).toBe('((t.name IS ?) AND ((t.time_budget / ?) > ?))');
    expect(c.params).toEqual(["x' OR 1=1 --", 2n, 1.5]);
  });

  it("writes PostgreSQL's forms for PostgreSQL, each literal with its type", () => {
    const c = compileFilter(
      "name eq 'x'' OR 1=1 --' and timeBudget div 2 gt 1.5 and not (code ne null) and active",
      new JoinPlan(resources.projects, 'postgres'),
    );
    expect(c.where).toBe(
      '((((t.name = CAST(? AS text)) AND (stint_compare(stint_idiv(t.time_budget, CAST(? AS bigint)), CAST(? AS double precision)) > 0)) AND (NOT COALESCE((t.code IS DISTINCT FROM NULL), false))) AND (t.active <> 0))',
    );
    expect(c.params).toEqual(["x' OR 1=1 --", 2n, 1.5]);
  });

  it('maps booleans and dates to their stored integers', () => {
    const c = compileFilter(
      "active eq true and begins ge datetime'2024-01-01T00:00:00Z'",
      new JoinPlan(resources.projects, 'sqlite'),
    );
    expect(c.params).toEqual([1n, BigInt(Date.UTC(2024, 0, 1))]);
  });

  it('joins related objects once per path and reads an id without a join', () => {
    const plan = new JoinPlan(resources.timerecords, 'sqlite');
    const c = compileFilter(
      "project/client/name eq 'A' or project/client/active eq true or project/id eq 'p' or user eq 'u'",
      plan,
    );
    expect(plan.sql()).toBe(
      'LEFT JOIN projects AS j1 ON j1.id = t.project_id LEFT JOIN clients AS j2 ON j2.id = j1.client_id',
    );
    expect(c.where).toContain('(t.project_id IS ?)');
    expect(c.where).toContain('(t.user_id IS ?)');
  });
});

describe.each(filterEngines)('compiled filters run on %s', (dialect) => {
  let engine: FilterDatabase;
  let db: SqlDatabase;
  beforeAll(async () => {
    engine = await openFilterDatabase(dialect);
    db = engine.db;
    await db.run("INSERT INTO projects (id, organization_id, name) VALUES ('p1', 'o', 'Müller Straße')");
  }, 120_000);
  afterAll(async () => {
    await engine.stop();
  });

  it('compiles range filters so an index on the column can serve them', async () => {
    await db.run('CREATE INDEX tr_org_start ON time_records (organization_id, start)');
    const plan = new JoinPlan(resources.timerecords, dialect);
    const c = compileFilter("start ge datetime'2024-01-01' and start lt datetime'2024-02-01'", plan);
    const query = `SELECT t.id FROM time_records AS t WHERE t.organization_id = ? AND ${c.where}`;
    if (dialect === 'sqlite') {
      const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ['o', ...c.params]);
      expect(rows.map((r) => r.detail).join(' ')).toMatch(
        /USING INDEX tr_org_start \(organization_id=\? AND start>\? AND start<\?\)/,
      );
      return;
    }
    // An empty table: the planner would rather scan it, unless told not to.
    const plan_ = await db.transaction(async () => {
      await db.run('SET LOCAL enable_seqscan = off');
      return db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, ['o', ...c.params]);
    });
    const text = plan_.map((r) => r['QUERY PLAN']).join('\n');
    // Both bounds in the index condition (the planner shows the bound values, not $n).
    expect(text).toMatch(/Index Scan using tr_org_start/);
    expect(text).toMatch(/Index Cond: \(\(organization_id = .*\) AND \(start >= .*\) AND \(start < .*\)\)/);
  });

  it("compiles eq against a value so an index serves it: one person's records of a period", async () => {
    await db.run('CREATE INDEX tr_org_user_start ON time_records (organization_id, user_id, start)');
    const plan = new JoinPlan(resources.timerecords, dialect);
    const c = compileFilter("user/id eq 'u1' and start ge datetime'2024-01-01'", plan);
    const query = `SELECT t.id FROM time_records AS t WHERE t.organization_id = ? AND ${c.where}`;
    if (dialect === 'sqlite') {
      const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ['o', ...c.params]);
      expect(rows.map((r) => r.detail).join(' ')).toMatch(
        /USING INDEX tr_org_user_start \(organization_id=\? AND user_id=\? AND start>\?\)/,
      );
      return;
    }
    const plan_ = await db.transaction(async () => {
      await db.run('SET LOCAL enable_seqscan = off');
      return db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, ['o', ...c.params]);
    });
    const text = plan_.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Cond: \(\(organization_id = .*\) AND \(user_id = .*\) AND \(start >= .*\)\)/);
  });

  it('keeps eq null-safe under not and as a value: a missing field is not equal to a value', async () => {
    const ids = async (filter: string): Promise<string[]> => {
      const plan = new JoinPlan(resources.projects, dialect);
      const c = compileFilter(filter, plan);
      const rows = await db.all<{ id: string }>(`SELECT t.id FROM projects AS t WHERE ${c.where}`, c.params);
      return rows.map((r) => r.id);
    };
    // p1 has no code: `code eq 'x'` is false for it, never unknown.
    for (const f of ["not (code eq 'x')", "(code eq 'x') eq false", "not ('x' eq code) and name ne 'y'"])
      expect(await ids(f), f).toEqual(['p1']);
    for (const f of ["code eq 'x'", "not (not (code eq 'x'))", "(code eq 'x') eq true"])
      expect(await ids(f), f).toEqual([]);
  });

  it('runs every string function with the documented results', async () => {
    const ids = async (filter: string): Promise<string[]> => {
      const plan = new JoinPlan(resources.projects, dialect);
      const c = compileFilter(filter, plan);
      const rows = await db.all<{ id: string }>(
        `SELECT t.id FROM projects AS t ${plan.sql()} WHERE ${c.where}`,
        c.params,
      );
      return rows.map((r) => r.id);
    };
    const yes = [
      "tolower(name) eq 'müller straße'",
      "toupper(name) eq 'MÜLLER STRASSE'",
      "substring(name, 7) eq 'Straße'",
      "substring(name, 0, 6) eq 'Müller'",
      "substring(name, -5, 2) eq 'Mü'",
      "substringof('ller', name)",
      "startswith(name, 'Mü') eq true",
      "endswith(name, 'ße')",
      'length(name) eq 13',
      "indexof(name, 'Straße') eq 7",
      "indexof(name, 'x') eq -1",
      "concat(name, '!') eq 'Müller Straße!'",
      "not startswith(name, 'x')",
      'name ne null and code eq null',
      'code eq null eq true',
      'not (code gt name)',
      "'a' eq 'a' and 'b' gt 'a' and 'é' gt 'z'",
      '9223372036854775807 ne 9223372036854775807.0 and 9223372036854775807 lt 9223372036854775807.0',
      'not (1e300 gt length(code)) and not (timeBudget lt 1e300) and timeBudget ne 1.0',
      'length(name) ne -9223372036854778000.0 and length(name) ne 1e300 and -9223372036854775808 div -1 ne 0',
      '1 div 0 eq null and 5 mod 0 eq null and 1.5 div 0 eq null and -7 div 2 eq -3 and -7 mod 2 eq -1',
      '1e300 mul 1e300 gt 1e308 and 1e-300 mul 1e-300 eq 0',
      'substring(name, timeBudget) eq null',
    ];
    for (const f of yes) expect(await ids(f), f).toEqual(['p1']);
    for (const f of ["startswith(code, '')", 'code ne null', "code lt 'z'", 'not (name ne null)'])
      expect(await ids(f), f).toEqual([]);
  });

  it("folds case as JavaScript does: final sigma, dotted I, sharp s, and the fuzz test's alphabet", async () => {
    const samples = [...stringPool, 'ΟΔΟΣ ΣΑΣ', 'ὈΔΥΣΣΕΎΣ', 'İstanbul', 'ǅ', 'ﬁ', 'ŉ', 'ΐ', 'Straße', 'I'];
    for (const s of samples) {
      const row = await db.get<{ l: string; u: string }>(
        'SELECT stint_lower(CAST(? AS text)) AS l, stint_upper(CAST(? AS text)) AS u',
        [s, s],
      );
      expect(row, s).toEqual({ l: s.toLowerCase(), u: s.toUpperCase() });
    }
  });

  it('answers an integer overflow as SQLite (a REAL) or PostgreSQL (null) does, never an error', async () => {
    const plan = new JoinPlan(resources.projects, dialect);
    const c = compileFilter('9223372036854775807 add 1 gt 0', plan);
    const rows = await db.all<{ id: string }>(`SELECT t.id FROM projects AS t WHERE ${c.where}`, c.params);
    expect(rows.map((r) => r.id)).toEqual(dialect === 'sqlite' ? ['p1'] : []);
  });

  it('computes in a parallel query too (an overflow handler may not run in a worker)', async () => {
    const plan = new JoinPlan(resources.projects, dialect);
    const c = compileFilter(
      'length(name) mul 1e300 mul 1e300 gt 0.0 and 1e-300 div (length(name) mul 1e300) eq 0 and length(name) sub 9223372036854775807 lt 0',
      plan,
    );
    const query = `SELECT t.id FROM projects AS t WHERE ${c.where}`;
    const rows =
      dialect === 'sqlite'
        ? await db.all<{ id: string }>(query, c.params)
        : await db.transaction(async () => {
            await db.run('SET LOCAL force_parallel_mode = on');
            return db.all<{ id: string }>(query, c.params);
          });
    expect(rows.map((r) => r.id)).toEqual(['p1']);
  });

  it('compiles the time filter the desktop app writes (src-shared/domain/time-filter.ts)', async () => {
    const id = '0000000a-0000-4000-8000-00000000000a';
    const text = timeFilterToV1(
      {
        projectIds: [id, id],
        clientIds: [id],
        workTypeIds: [id],
        billable: 'non-billable',
        text: "O'Neil  report",
        people: 'me',
      },
      { me: id },
    );
    expect(text).not.toBeNull();
    const full = `${text ?? ''} and ${timeRangeToV1(Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1))}`;
    const c = compileFilter(full, new JoinPlan(resources.timerecords, dialect));
    expect(c.params).toContain("o'neil");
    await expect(db.all(`SELECT t.id FROM time_records AS t WHERE ${c.where}`, c.params)).resolves.toEqual(
      [],
    );
  });
});
