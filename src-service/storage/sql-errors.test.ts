import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines, type TestDatabase } from '../testing/test-engine.ts';
import type { SqlDatabase } from './sql-database.ts';
import { constraintViolation, isIntegerOverflow } from './sql-errors.ts';

const open: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function withTables(engine: (typeof testEngines)[number]): Promise<SqlDatabase> {
  const t = await openTestDatabase(engine);
  open.push(t);
  const { db } = t;
  await db.run('CREATE TABLE parents (id bigint PRIMARY KEY NOT NULL, code text NOT NULL UNIQUE)');
  await db.run(
    `CREATE TABLE children (
       id bigint PRIMARY KEY NOT NULL,
       parent_id bigint NOT NULL REFERENCES parents (id),
       later_id bigint REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED,
       age bigint NOT NULL CHECK (age >= 0)
     )`,
  );
  await db.run("INSERT INTO parents (id, code) VALUES (1, 'a')");
  return db;
}

async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted the write');
}

describe.each(testEngines)('sql errors on %s', (engine) => {
  it('names the rule a write broke: unique (also a primary key), foreign key, check, not null', async () => {
    const db = await withTables(engine);
    const kind = async (sql: string): Promise<unknown> => constraintViolation(await refusal(db.run(sql)));
    expect(await kind("INSERT INTO parents (id, code) VALUES (1, 'b')")).toBe('unique');
    expect(await kind("INSERT INTO parents (id, code) VALUES (2, 'a')")).toBe('unique');
    expect(await kind('INSERT INTO children (id, parent_id, age) VALUES (1, 99, 1)')).toBe('foreign-key');
    expect(await kind('INSERT INTO children (id, parent_id, age) VALUES (1, 1, -1)')).toBe('check');
    expect(await kind('INSERT INTO children (id, parent_id, age) VALUES (1, 1, NULL)')).toBe('not-null');
    await db.run('INSERT INTO children (id, parent_id, age) VALUES (1, 1, 1)');
    expect(await kind('DELETE FROM parents WHERE id = 1')).toBe('foreign-key');
  });

  it('answers null for an error that is no constraint, and for what is no database error', async () => {
    const db = await withTables(engine);
    expect(constraintViolation(await refusal(db.run('SELECT * FROM no_such_table')))).toBeNull();
    expect(constraintViolation(new Error('plain'))).toBeNull();
    expect(constraintViolation('text')).toBeNull();
    expect(constraintViolation({ code: 42 })).toBeNull();
  });

  it('reports a foreign key refused at commit, and leaves no transaction open behind it', async () => {
    const db = await withTables(engine);
    const error = await refusal(
      db.transaction(() =>
        db.run('INSERT INTO children (id, parent_id, later_id, age) VALUES (1, 1, 99, 1)'),
      ),
    );
    expect(constraintViolation(error)).toBe('foreign-key');
    expect(await db.get('SELECT count(*) AS n FROM children')).toEqual({ n: 0 });
    // Were the refused transaction still open, this one could not begin, or would commit with it.
    await db.transaction(() => db.run('INSERT INTO children (id, parent_id, age) VALUES (2, 1, 1)'));
    expect(await db.all('SELECT id FROM children')).toEqual([{ id: 2 }]);
  });

  it('recognises an integer result beyond 64 bits, and nothing else', async () => {
    const db = await withTables(engine);
    await db.run('CREATE TABLE big (n bigint NOT NULL)');
    await db.run('INSERT INTO big (n) VALUES (9223372036854775807), (1)');
    // SQLite's sum() of integers overflows; PostgreSQL's sum(bigint) is numeric, but bigint arithmetic overflows.
    const overflowing =
      engine === 'sqlite' ? 'SELECT sum(n) AS s FROM big' : 'SELECT max(n) + min(n) AS s FROM big';
    expect(isIntegerOverflow(await refusal(db.get(overflowing)))).toBe(true);
    expect(isIntegerOverflow(await refusal(db.run('SELECT * FROM no_such_table')))).toBe(false);
    expect(isIntegerOverflow(await refusal(db.run("INSERT INTO parents (id, code) VALUES (1, 'x')")))).toBe(
      false,
    );
  });
});
