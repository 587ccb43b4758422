import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines, type TestDatabase } from '../testing/test-engine.ts';
import { openSqliteDatabase } from './database.ts';
import { PostgresSqlDatabase } from './postgres-sql-database.ts';
import type { SqlDatabase } from './sql-database.ts';

const open: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

/** A fresh database on `engine` with a scratch table `items (id, label)`. */
async function scratch(engine: (typeof testEngines)[number]): Promise<SqlDatabase> {
  const t = await openTestDatabase(engine);
  open.push(t);
  await t.db.run('CREATE TABLE items (id bigint PRIMARY KEY NOT NULL, label text NOT NULL)');
  return t.db;
}

async function labels(db: SqlDatabase): Promise<string[]> {
  const rows = await db.all<{ label: string }>('SELECT label FROM items ORDER BY id');
  return rows.map((r) => r.label);
}

async function countItems(db: SqlDatabase): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM items');
  return row?.n ?? -1;
}

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Whether `promise` settles within a few event-loop turns and a short wait. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await sleep(50);
  return settled;
}

describe.each(testEngines)('SqlDatabase on %s', (engine) => {
  it('answers rows, one row, and how many rows a statement changed', async () => {
    const db = await scratch(engine);
    const inserted = await db.run('INSERT INTO items (id, label) VALUES (?, ?), (?, ?)', [1, 'a', 2, 'b']);
    expect(inserted.changes).toBe(2);
    expect(await db.all('SELECT id, label FROM items ORDER BY id')).toEqual([
      { id: 1, label: 'a' },
      { id: 2, label: 'b' },
    ]);
    expect(await db.get('SELECT label FROM items WHERE id = ?', [2])).toEqual({ label: 'b' });
    expect(await db.get('SELECT label FROM items WHERE id = ?', [3])).toBeUndefined();
    expect((await db.run('UPDATE items SET label = ? WHERE id > ?', ['c', 0])).changes).toBe(2);
    expect((await db.run('DELETE FROM items WHERE id = ?', [9])).changes).toBe(0);
  });

  it('reads integers, sums, counts and bound bigints as numbers, and binds booleans as 0/1', async () => {
    const db = await scratch(engine);
    await db.run('CREATE TABLE amounts (n bigint NOT NULL, flag bigint NOT NULL)');
    await db.run('INSERT INTO amounts (n, flag) VALUES (?, ?), (?, ?)', [2 ** 40, true, 5, false]);
    const row = await db.get(
      'SELECT sum(n) AS total, count(*) AS how_many, max(n) AS biggest, sum(flag) AS flags FROM amounts',
    );
    expect(row).toEqual({ total: 2 ** 40 + 5, how_many: 2, biggest: 2 ** 40, flags: 1 });
    expect(await db.get('SELECT CAST(? AS bigint) AS v', [12345678901n])).toEqual({ v: 12345678901 });
    expect(await db.all('SELECT flag FROM amounts ORDER BY n')).toEqual([{ flag: 0 }, { flag: 1 }]);
  });

  it('keeps a ? inside quoted text or a comment as text, and numbers the others', async () => {
    const db = await scratch(engine);
    const row = await db.get(
      `SELECT 'what?' AS a, -- is this one? no
       CAST(? AS text) AS b, /* nor ? this */ 'it''s ?' AS "c?", CAST(? AS text) AS d`,
      ['first', 'second'],
    );
    expect(row).toEqual({ a: 'what?', b: 'first', 'c?': "it's ?", d: 'second' });
  });

  it('in a transaction, a query of the same chain sees the uncommitted rows; the rest sees them once committed', async () => {
    const db = await scratch(engine);
    const written = deferred();
    const finish = deferred();
    const transaction = db.transaction(async () => {
      await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['inside']);
      // A call deeper in the chain, through another function and an await: same transaction.
      const seen = await (async () => countItems(db))();
      written.resolve();
      await finish.promise;
      return seen;
    });
    await written.promise;
    const outside = countItems(db);
    if (engine === 'sqlite') {
      // One connection: the outside query waits for the transaction instead of joining it.
      expect(await settlesSoon(outside)).toBe(false);
    } else {
      // Its own connection: it does not see the uncommitted row.
      expect(await outside).toBe(0);
    }
    finish.resolve();
    expect(await transaction).toBe(1);
    if (engine === 'sqlite') expect(await outside).toBe(1);
    expect(await countItems(db)).toBe(1);
  });

  it('rolls everything back when the work throws, and throws its error', async () => {
    const db = await scratch(engine);
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async () => {
        await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['gone']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await countItems(db)).toBe(0);
    await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['after']);
    expect(await labels(db)).toEqual(['after']);
  });

  it('rolls back when the database refuses a statement, and the next transaction works', async () => {
    const db = await scratch(engine);
    await expect(
      db.transaction(async () => {
        await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['first']);
        await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['duplicate']);
      }),
    ).rejects.toThrow();
    expect(await countItems(db)).toBe(0);
    await db.transaction(() => db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['second']));
    expect(await labels(db)).toEqual(['second']);
  });

  it('makes a nested transaction a savepoint: its failure, caught, undoes only its own work', async () => {
    const db = await scratch(engine);
    const result = await db.transaction(async () => {
      await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['outer before']);
      await db.transaction(() => db.run('INSERT INTO items (id, label) VALUES (2, ?)', ['inner kept']));
      const inner = await db
        .transaction(async () => {
          await db.run('INSERT INTO items (id, label) VALUES (3, ?)', ['inner undone']);
          // A refused statement inside the savepoint: on PostgreSQL it aborts the savepoint, not the outer work.
          await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['duplicate']);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      await db.run('INSERT INTO items (id, label) VALUES (4, ?)', ['outer after']);
      return inner;
    });
    expect(result).toBe('failed');
    expect(await labels(db)).toEqual(['outer before', 'inner kept', 'outer after']);
  });

  it('runs nested transactions started together one after the other: a failing one undoes only its own work', async () => {
    const db = await scratch(engine);
    const order: string[] = [];
    const nested = (id: number, fail: boolean): Promise<string> =>
      db
        .transaction(async () => {
          order.push(`begin ${id}`);
          await db.run('INSERT INTO items (id, label) VALUES (?, ?)', [id, `nested ${id}`]);
          await sleep(5);
          // A savepoint inside the savepoint: its own level, not queued behind its parent.
          await db.transaction(() =>
            db.run('INSERT INTO items (id, label) VALUES (?, ?)', [id * 10, `deep ${id}`]),
          );
          order.push(`end ${id}`);
          if (fail) throw new Error(`nested ${id} fails`);
          return 'kept';
        })
        .catch(() => 'undone');
    const outcomes = await db.transaction(() =>
      Promise.all([nested(1, false), nested(2, true), nested(3, false)]),
    );
    expect(outcomes).toEqual(['kept', 'undone', 'kept']);
    expect(order).toEqual(['begin 1', 'end 1', 'begin 2', 'end 2', 'begin 3', 'end 3']);
    expect(await labels(db)).toEqual(['nested 1', 'nested 3', 'deep 1', 'deep 3']);
  });

  it('undoes a savepoint that succeeded when the outer transaction fails', async () => {
    const db = await scratch(engine);
    await expect(
      db.transaction(async () => {
        await db.transaction(() => db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['inner']));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await countItems(db)).toBe(0);
  });

  it('lets a query started from a finished transaction’s context run outside it, without hanging', async () => {
    const db = await scratch(engine);
    let later: Promise<number> | undefined;
    await db.transaction(async () => {
      await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['committed']);
      // Carries the transaction's context, but runs after the transaction ended.
      later = sleep(20).then(() => countItems(db));
    });
    const blocker = deferred();
    const next = db.transaction(async () => {
      await db.run('INSERT INTO items (id, label) VALUES (2, ?)', ['next']);
      await blocker.promise;
    });
    await sleep(40);
    blocker.resolve();
    await next;
    // It must not have joined the second transaction either: it ran before (1) or after (2) it, whole.
    expect([1, 2]).toContain(await later);
    expect(await countItems(db)).toBe(2);
  });

  it('lands every one of concurrent read-then-increment transactions on one row', async () => {
    const db = await scratch(engine);
    await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['0']);
    const increment = (): Promise<void> =>
      db.transaction(async () => {
        const row = await db.get<{ label: string }>('SELECT label FROM items WHERE id = 1');
        await sleep(1);
        await db.run('UPDATE items SET label = ? WHERE id = 1', [String(Number(row?.label) + 1)]);
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    expect(await labels(db)).toEqual(['8']);
  });

  it('answers ping while open, and rejects queries once closed', async () => {
    const t = await openTestDatabase(engine);
    await expect(t.db.ping()).resolves.toBeUndefined();
    await t.close();
    await expect(t.db.ping()).rejects.toThrow();
  });
});

describe('SqliteSqlDatabase: one connection held as a lock', () => {
  it('hands the connection over in arrival order: transactions and plain queries queue behind the holder', async () => {
    const db = await scratch('sqlite');
    const gate = deferred();
    const add = (id: number, label: string): Promise<unknown> =>
      db.run('INSERT INTO items (id, label) VALUES (?, ?)', [id, label]);
    const first = db.transaction(async () => {
      await gate.promise;
      await add(1, 'first');
    });
    const second = db.transaction(() => add(2, 'second'));
    const plain = add(3, 'plain');
    const third = db.transaction(async () => {
      await sleep(1);
      await add(4, 'third');
    });
    const read = db.all<{ label: string }>('SELECT label FROM items ORDER BY rowid');
    await sleep(20);
    expect(await settlesSoon(plain)).toBe(false);
    gate.resolve();
    await Promise.all([first, second, plain, third]);
    expect((await read).map((r) => r.label)).toEqual(['first', 'second', 'plain', 'third']);
  });

  it('closes only after the transaction that holds the connection has finished', async () => {
    const t = await openTestDatabase('sqlite');
    const gate = deferred();
    const work = t.db.transaction(async () => {
      await gate.promise;
      await t.db.run('CREATE TABLE late (x bigint)');
    });
    const closing = t.db.close();
    expect(await settlesSoon(closing)).toBe(false);
    gate.resolve();
    await work;
    await closing;
    await t.close();
  });
});

describe('SqliteSqlDatabase: two connections to one file in one process', () => {
  it('lets the second write while the first holds a transaction across awaits, once it commits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-two-connections-'));
    const first = openSqliteDatabase(dir);
    const second = openSqliteDatabase(dir);
    try {
      await first.run('CREATE TABLE items (id bigint PRIMARY KEY NOT NULL, label text NOT NULL)');
      const gate = deferred();
      const inside = deferred();
      const holding = first.transaction(async () => {
        await first.run('INSERT INTO items (id, label) VALUES (1, ?)', ['first']);
        inside.resolve();
        // A macrotask inside the transaction (password hashing, signing) keeps the write lock.
        await gate.promise;
      });
      await inside.promise;
      // SQLite's own busy handler would sleep on this thread here, so the first transaction
      // could never finish: the second connection must wait without blocking.
      const writing = second.run('INSERT INTO items (id, label) VALUES (2, ?)', ['second']);
      const settledEarly = await settlesSoon(writing);
      gate.resolve();
      await holding;
      await writing;
      expect(settledEarly).toBe(false);
      expect(await labels(second)).toEqual(['first', 'second']);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PostgresSqlDatabase: SERIALIZABLE transactions', () => {
  it('runs the loser of a read-then-write race again, so both increments land', async () => {
    const db = await scratch('postgres');
    await db.run('INSERT INTO items (id, label) VALUES (1, ?)', ['0']);
    let attempts = 0;
    const bothRead = { count: 0, done: deferred() };
    const increment = (): Promise<void> =>
      db.transaction(async () => {
        attempts += 1;
        const row = await db.get<{ label: string }>('SELECT label FROM items WHERE id = 1');
        if (bothRead.count < 2) {
          // First attempts only: both read the same value before either writes.
          bothRead.count += 1;
          if (bothRead.count === 2) bothRead.done.resolve();
          await bothRead.done.promise;
        }
        await db.run('UPDATE items SET label = ? WHERE id = 1', [String(Number(row?.label) + 1)]);
      });
    await Promise.all([increment(), increment()]);
    expect(await labels(db)).toEqual(['2']);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('lands all of fifty read-then-write transactions on one row from three instances’ pools', async () => {
    const t = await openTestDatabase('postgres');
    open.push(t);
    await t.db.run('CREATE TABLE counter (id bigint PRIMARY KEY NOT NULL, n bigint NOT NULL)');
    await t.db.run('INSERT INTO counter (id, n) VALUES (1, 0)');
    const pools = await Promise.all([1, 2, 3].map(() => PostgresSqlDatabase.open(t.url ?? '', 10)));
    try {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const db = pools[i % pools.length] as PostgresSqlDatabase;
          return db.transaction(async () => {
            const row = await db.get<{ n: number }>('SELECT n FROM counter WHERE id = 1');
            await sleep(2);
            await db.run('UPDATE counter SET n = ? WHERE id = 1', [(row?.n ?? 0) + 1]);
          });
        }),
      );
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    expect(await t.db.get('SELECT n FROM counter')).toEqual({ n: 50 });
  });

  it('refuses a bigint beyond what a number holds exactly, and goes on answering', async () => {
    const db = await scratch('postgres');
    await expect(db.get("SELECT CAST('9007199254740993' AS bigint) AS v")).rejects.toThrow(
      'A bigint column holds 9007199254740993, beyond a safe number.',
    );
    expect(await db.get("SELECT CAST('9007199254740991' AS bigint) AS v")).toEqual({ v: 9007199254740991 });
  });

  it('does not run a failure that is no serialization failure again', async () => {
    const db = await scratch('postgres');
    let attempts = 0;
    await expect(
      db.transaction(async () => {
        attempts += 1;
        await db.run('SELECT 1 / 0');
      }),
    ).rejects.toThrow('division by zero');
    expect(attempts).toBe(1);
  });
});
