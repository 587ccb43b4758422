import { describe, expect, it } from 'vitest';
import { testEngines, useEngineDatabases } from '../testing/test-engine.ts';
import { plannedOnce, plannedStatementName } from './planned-statements.ts';

const openDatabase = useEngineDatabases();

// A text of its own: the module's names are shared by every test of the process.
const lookup = plannedOnce('SELECT id, email FROM users WHERE id = ? /* planned-statements.test */');

describe('plannedOnce', () => {
  it('names a marked text, the same name every time, and no other text', () => {
    const name = plannedStatementName(lookup);
    expect(name).toMatch(/^stint_planned_\d+$/);
    expect(plannedOnce(lookup)).toBe(lookup);
    expect(plannedStatementName(lookup)).toBe(name);
    expect(plannedStatementName('SELECT 1')).toBeUndefined();
  });
});

describe.each(testEngines)('a planned statement on %s', (engine) => {
  it('answers with the values bound on each run', async () => {
    const { db } = await openDatabase(engine);
    const at = 1_700_000_000_000;
    await db.run('INSERT INTO users (id, email, created_at, updated_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)', [
      'u1',
      'one@example.com',
      at,
      at,
      'u2',
      'two@example.com',
      at,
      at,
    ]);
    // Past the handful of runs after which PostgreSQL may switch to one plan for every value.
    for (let i = 0; i < 8; i++) {
      expect(await db.get(lookup, ['u1'])).toEqual({ id: 'u1', email: 'one@example.com' });
      expect(await db.get(lookup, ['u2'])).toEqual({ id: 'u2', email: 'two@example.com' });
    }
    expect(await db.get(lookup, ['u3'])).toBeUndefined();
  });

  if (engine === 'postgres') {
    it('is prepared once on the connection under its name; other statements are not', async () => {
      const { db } = await openDatabase(engine);
      // One transaction: every statement on the same pooled connection.
      const prepared = await db.transaction(async () => {
        await db.get(lookup, ['u1']);
        await db.get(lookup, ['u2']);
        await db.get('SELECT id FROM users WHERE email = ?', ['x@example.com']);
        return db.all<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
      });
      expect(prepared).toEqual([{ name: plannedStatementName(lookup) }]);
    });
  }
});
