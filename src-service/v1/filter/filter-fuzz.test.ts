import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { resourceList, resources } from '../resources/registry.ts';
import { storedColumns } from '../testing/definition-schema.ts';
import {
  filterEngines,
  insertFixtureRows,
  openFilterDatabase,
  type FilterDatabase,
} from '../testing/filter-engines.ts';
import { fixtureOrg, fixturePaths, fixtureSchema, liveRowsOf } from '../testing/filter-fixture.ts';
import { ExprGenerators, mutationVocabulary } from '../testing/filter-generators.ts';
import { printExpr, selects, type RefExpr } from '../testing/filter-reference.ts';
import { V1Error } from '../wire/v1-error.ts';
import { compileFilter } from './compile-filter.ts';
import { JoinPlan } from './field-path.ts';

// 100 000 generated filters in all: well-typed ones checked row for row against the reference
// interpreter, ill-typed ones that must be refused, and mutated or random text that must either
// work or be refused with PE01-1105 at a position holding the named token.
const runs = { valid: 60_000, invalid: 20_000, mutated: 15_000, random: 5_000 };

type Root = 'timerecords' | 'projects';
const roots: Root[] = ['timerecords', 'projects'];
const writeOnly: Record<Root, string[]> = {
  timerecords: ['user/password', 'project/externalSynced'],
  projects: ['externalSynced', 'owner/password'],
};

// Everything the SQL may contain: our keywords and functions, the definitions' tables, columns and
// fragments, aliases, and `?`. A word, number or quoted text from the input would not be here.
const allowedWords = new Set([
  'SELECT',
  'FROM',
  'AS',
  'LEFT',
  'JOIN',
  'ON',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'IS',
  'NULL',
  'ORDER',
  'BY',
  'COALESCE',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'substr',
  'instr',
  'length',
  'min',
  'max',
  'stint_lower',
  'stint_upper',
  'id',
  // PostgreSQL's forms
  'DISTINCT',
  'CAST',
  'text',
  'bigint',
  'double',
  'precision',
  'integer',
  'false',
  'COLLATE',
  'strpos',
  'stint_clamp_index',
  'stint_compare',
  'stint_same',
  ...['add', 'sub', 'mul', 'div', 'mod'].flatMap((op) => [`stint_i${op}`, `stint_r${op}`]),
]);
const allowedQuoted = new Set<string>();
const allowedNumbers = new Set(['0', '1', '1000000000']);
for (const r of resourceList) {
  allowedWords.add(r.table);
  for (const c of storedColumns(r).keys()) allowedWords.add(c);
  const fragments = [
    r.displayName('t'),
    ...r.fields.flatMap((f) =>
      f.kind === 'scalar' && f.storage.kind === 'computed' ? [f.storage.sql('t')] : [],
    ),
  ];
  for (const sql of fragments) {
    for (const q of sql.match(/'(?:[^']|'')*'/g) ?? []) allowedQuoted.add(q);
    const bare = sql.replace(/'(?:[^']|'')*'/g, ' ');
    for (const w of bare.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) allowedWords.add(w);
    for (const n of bare.match(/\b\d+\b/g) ?? []) allowedNumbers.add(n);
  }
}

function assertSqlFromUsOnly(sql: string, paramCount: number): void {
  const quoted = sql.match(/'(?:[^']|'')*'/g) ?? [];
  for (const q of quoted) if (!allowedQuoted.has(q)) throw new Error(`quoted text from outside: ${q}`);
  // The one quoted identifier: PostgreSQL's bytewise collation.
  const bare = sql.replace(/'(?:[^']|'')*'/g, ' ').replaceAll(' COLLATE "C"', ' COLLATE ');
  if (/["`;[\]]|--|\/\*/.test(bare)) throw new Error(`unexpected SQL punctuation in ${sql}`);
  for (const w of bare.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
    if (!allowedWords.has(w) && !/^(t|j\d+|sub_[a-z_]+)$/.test(w)) throw new Error(`word from outside: ${w}`);
  }
  for (const n of bare.match(/\b\d+\b/g) ?? []) {
    if (!allowedNumbers.has(n) && !/^j\d+$/.test(n)) throw new Error(`number from outside: ${n}`);
  }
  if ((bare.match(/\?/g) ?? []).length !== paramCount) throw new Error('placeholders and parameters differ');
}

type Outcome = { ok: true; ids: string[] } | { ok: false; error: V1Error };

async function runFilter(db: SqlDatabase, text: string, root: Root): Promise<Outcome> {
  const resource = resources[root];
  const plan = new JoinPlan(resource, db.dialect);
  let compiled;
  try {
    compiled = compileFilter(text, plan);
  } catch (error) {
    if (error instanceof V1Error) return { ok: false, error };
    throw error;
  }
  const sql = `SELECT t.id FROM ${resource.table} AS t ${plan.sql()} WHERE t.organization_id = ? AND t.trash_item_id IS NULL AND (${compiled.where}) ORDER BY t.id`;
  assertSqlFromUsOnly(sql, compiled.params.length + 1);
  const rows = await db.all<{ id: string }>(sql, [fixtureOrg, ...compiled.params]);
  return { ok: true, ids: rows.map((row) => row.id) };
}

function expected(dialect: SqlDialect, root: Root, e: RefExpr): string[] {
  const overflow = dialect === 'postgres' ? 'null' : 'real';
  return liveRowsOf(root)
    .filter((row) => selects(fixtureSchema, root, row, e, overflow))
    .map((row) => row['id'] as string)
    .sort();
}

/** A PE01-1105 whose description names a token found at the stated 1-based position. */
function assertWrongParameters(text: string, error: V1Error): void {
  expect(error.code).toBe('PE01-1105');
  expect(error.status).toBe(400);
  const m = /^\$filter: (.*?)(?: '(.*)')? at position (\d+)$/s.exec(error.description);
  if (m === null) throw new Error(`unexpected description: ${error.description}`);
  const token = m[2] ?? '';
  const pos = Number(m[3]) - 1;
  expect(pos).toBeGreaterThanOrEqual(0);
  expect(pos).toBeLessThanOrEqual(text.length);
  if (token === '') return;
  if (token.startsWith('U+')) {
    const unit = text.charCodeAt(pos);
    expect(unit.toString(16).toUpperCase().padStart(4, '0'), JSON.stringify(text)).toBe(token.slice(2));
    // A refused surrogate is a lone one: not the first or second half of a valid pair.
    const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
    const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
    expect(isHigh(unit) && isLow(text.charCodeAt(pos + 1)), JSON.stringify(text)).toBe(false);
    expect(isLow(unit) && isHigh(text.charCodeAt(pos - 1)), JSON.stringify(text)).toBe(false);
    return;
  }
  const head = token.split('/')[0] as string;
  if (!text.startsWith(head, pos)) throw new Error(`token ${token} is not at position ${pos + 1} of ${text}`);
}

const generators = Object.fromEntries(roots.map((r) => [r, new ExprGenerators(fixturePaths(r))])) as Record<
  Root,
  ExprGenerators
>;
const rootArb = fc.constantFrom(...roots);
const seedArb = fc.integer({ min: 1, max: 2 ** 31 - 1 });

// Tens of thousands of queries per case: generous time so a busy machine cannot fail them.
describe.each(filterEngines)(
  '$filter against the reference interpreter on %s',
  { timeout: 600_000 },
  (dialect) => {
    let engine: FilterDatabase;
    let db: SqlDatabase;
    beforeAll(async () => {
      engine = await openFilterDatabase(dialect);
      db = engine.db;
      await insertFixtureRows(db);
    }, 120_000);
    afterAll(async () => {
      await engine.stop();
    });

    it(`selects exactly the reference rows for ${runs.valid} well-typed filters`, async () => {
      const arb = rootArb.chain((root) =>
        fc.tuple(fc.constant(root), generators[root].expr('Boolean', 4), seedArb),
      );
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(arb, async ([root, e, seed]) => {
          const text = printExpr(e, { seed });
          const outcome = await runFilter(db, text, root);
          if (!outcome.ok) throw new Error(`refused ${text}: ${outcome.error.description}`);
          expect(outcome.ids, text).toEqual(expected(dialect, root, e));
          if (outcome.ids.length > 0) nonEmpty++;
        }),
        { numRuns: runs.valid },
      );
      // The data set is rich enough that many filters select something (not only empty results).
      expect(nonEmpty).toBeGreaterThan(runs.valid / 5);
      // A fixed number of cases: on a busy machine they take longer than the default 20 s.
    }, 600_000);

    it(`refuses ${runs.invalid} ill-typed filters with PE01-1105 at the offending token`, async () => {
      const arb = rootArb.chain((root) =>
        fc.tuple(fc.constant(root), generators[root].invalid(writeOnly[root]), seedArb),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([root, e, seed]) => {
          const text = printExpr(e, { seed });
          const outcome = await runFilter(db, text, root);
          if (outcome.ok) throw new Error(`accepted ${text}`);
          assertWrongParameters(text, outcome.error);
        }),
        { numRuns: runs.invalid },
      );
    });

    it(`answers ${runs.mutated} mutated filters with rows or PE01-1105, never anything else`, async () => {
      const mutation = fc.oneof(
        fc.record({
          kind: fc.constant('delete' as const),
          at: fc.nat(),
          length: fc.integer({ min: 1, max: 6 }),
        }),
        fc.record({
          kind: fc.constant('insert' as const),
          at: fc.nat(),
          piece: fc.constantFrom(...mutationVocabulary),
        }),
        fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
        fc.record({
          kind: fc.constant('duplicate' as const),
          at: fc.nat(),
          length: fc.integer({ min: 1, max: 12 }),
        }),
      );
      const arb = rootArb.chain((root) =>
        fc.tuple(
          fc.constant(root),
          generators[root].expr('Boolean', 3),
          seedArb,
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
        ),
      );
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(arb, async ([root, e, seed, mutations]) => {
          let text = printExpr(e, { seed });
          for (const m of mutations) {
            const at = text.length === 0 ? 0 : m.at % (text.length + 1);
            if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + m.length);
            else if (m.kind === 'insert') text = text.slice(0, at) + m.piece + text.slice(at);
            else if (m.kind === 'truncate') text = text.slice(0, at);
            else text = text.slice(0, at) + text.slice(at, at + m.length) + text.slice(at);
          }
          const outcome = await runFilter(db, text, root);
          if (!outcome.ok) {
            refused++;
            assertWrongParameters(text, outcome.error);
          }
        }),
        { numRuns: runs.mutated },
      );
      expect(refused).toBeGreaterThan(runs.mutated / 4);
    });

    it(`answers ${runs.random} random token soups with rows or PE01-1105`, async () => {
      const arb = fc.tuple(
        rootArb,
        fc.array(
          fc.oneof(fc.constantFrom(...mutationVocabulary), fc.string({ unit: 'binary', maxLength: 3 })),
          { maxLength: 14 },
        ),
        fc.constantFrom('', ' '),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([root, pieces, sep]) => {
          const text = pieces.join(sep);
          const outcome = await runFilter(db, text, root);
          if (!outcome.ok) assertWrongParameters(text, outcome.error);
        }),
        { numRuns: runs.random },
      );
    });
  },
);
