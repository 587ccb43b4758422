import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { timeFilterToV1, timeRangeToV1 } from '../../../src-shared/domain/time-filter.ts';
import { resources } from '../resources/registry.ts';
import { createSchemaFromDefinitions } from '../testing/definition-schema.ts';
import { V1Error } from '../wire/v1-error.ts';
import { compileFilter } from './compile-filter.ts';
import { JoinPlan, maxJoins } from './field-path.ts';
import { registerFilterFunctions } from '../../storage/sqlite-functions.ts';

const db = new BetterSqlite3(':memory:');
registerFilterFunctions(db);
createSchemaFromDefinitions(db);
afterAll(() => db.close());

function wrong(text: string, resource: keyof typeof resources = 'projects'): string {
  try {
    compileFilter(text, new JoinPlan(resources[resource]));
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
    const plan = new JoinPlan(resources.timerecords);
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
      new JoinPlan(resources.projects),
    );
    expect(c.where).toBe('((t.name IS ?) AND ((t.time_budget / ?) > ?))');
    expect(c.params).toEqual(["x' OR 1=1 --", 2n, 1.5]);
  });

  it('maps booleans and dates to their stored integers', () => {
    const c = compileFilter(
      "active eq true and begins ge datetime'2024-01-01T00:00:00Z'",
      new JoinPlan(resources.projects),
    );
    expect(c.params).toEqual([1n, BigInt(Date.UTC(2024, 0, 1))]);
  });

  it('joins related objects once per path and reads an id without a join', () => {
    const plan = new JoinPlan(resources.timerecords);
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

  it('compiles range filters so an index on the column can serve them', () => {
    db.exec('CREATE INDEX tr_org_start ON time_records (organization_id, start)');
    const plan = new JoinPlan(resources.timerecords);
    const c = compileFilter("start ge datetime'2024-01-01' and start lt datetime'2024-02-01'", plan);
    const rows = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT t.id FROM time_records AS t WHERE t.organization_id = ? AND ${c.where}`,
      )
      .all('o', ...c.params) as { detail: string }[];
    expect(rows.map((r) => r.detail).join(' ')).toMatch(
      /USING INDEX tr_org_start \(organization_id=\? AND start>\? AND start<\?\)/,
    );
  });

  it('runs every string function through SQLite with the documented results', () => {
    db.prepare("INSERT INTO projects (id, organization_id, name) VALUES ('p1', 'o', 'Müller Straße')").run();
    const ids = (filter: string): string[] => {
      const plan = new JoinPlan(resources.projects);
      const c = compileFilter(filter, plan);
      return db
        .prepare(`SELECT t.id FROM projects AS t ${plan.sql()} WHERE ${c.where}`)
        .pluck()
        .all(...c.params) as string[];
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
    ];
    for (const f of yes) expect(ids(f), f).toEqual(['p1']);
    for (const f of ["startswith(code, '')", 'code ne null', "code lt 'z'", 'not (name ne null)'])
      expect(ids(f), f).toEqual([]);
  });
});

describe('filters the desktop app writes', () => {
  it('compile: its time filter (src-shared/domain/time-filter.ts) over time records', () => {
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
    const c = compileFilter(full, new JoinPlan(resources.timerecords));
    expect(c.params).toContain("o'neil");
    expect(() =>
      db.prepare(`SELECT t.id FROM time_records AS t WHERE ${c.where}`).all(...c.params),
    ).not.toThrow();
  });
});
