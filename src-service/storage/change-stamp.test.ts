import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-keys.ts';
import { createSession } from '../auth/sessions.ts';
import { addMembership } from '../identity/memberships.ts';
import { createOrganization } from '../identity/organizations.ts';
import { createUser } from '../identity/users.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { listenerApplicationName } from './postgres-change-listener.ts';
import type { SqlDatabase } from './sql-database.ts';
import { watchedTables } from './watched-tables.ts';

const databases = useEngineDatabases();
const now = 1_800_000_000_000;

/** The stamp once there is one: PostgreSQL has none until its listening connection is up. */
async function stampOf(db: SqlDatabase): Promise<string> {
  for (let tries = 0; tries < 500; tries++) {
    const stamp = await db.changeStamp();
    if (stamp !== null) return stamp;
    await sleep(10);
  }
  throw new Error('no change stamp after 5 s');
}

/** Waits (5 s at most) for the stamp to move from `from`; answers the new one. */
async function stampAfter(db: SqlDatabase, from: string): Promise<string> {
  for (let tries = 0; tries < 500; tries++) {
    const stamp = await db.changeStamp();
    if (stamp !== null && stamp !== from) return stamp;
    await sleep(10);
  }
  throw new Error(`the change stamp stayed ${from} for 5 s`);
}

/** One row in each watched table: its id by table. */
async function oneOfEach(db: SqlDatabase): Promise<Record<(typeof watchedTables)[number], string>> {
  const organization = await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, now);
  const user = await createUser(
    db,
    { email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: null, emailVerified: true },
    now,
  );
  const membership = await addMembership(
    db,
    { organizationId: organization.id, userId: user.id, access: 'FULL', owner: true, materialized: true },
    now,
  );
  const session = await createSession(
    db,
    { userId: user.id, clientId: 'desktop', authOrganizationId: organization.authOrganizationId },
    now,
  );
  const key = await createApiKey(db, { userId: user.id, organizationId: organization.id, name: 'k' }, now);
  await db.run(
    'INSERT INTO projects (id, organization_id, created_at, updated_at, owner_id, name) VALUES (?, ?, ?, ?, ?, ?)',
    ['project-1', organization.id, now, now, user.id, 'Website'],
  );
  return {
    organizations: organization.id,
    users: user.id,
    memberships: membership.id,
    sessions: session.id,
    api_keys: key.id,
    projects: 'project-1',
  };
}

describe.each(engines)('the change stamp on %s', (engine) => {
  it('moves at once with every committed change to a watched table, made here', async () => {
    const { db } = await databases(engine);
    const ids = await oneOfEach(db);
    for (const table of watchedTables) {
      const before = await stampOf(db);
      await db.transaction(async () => {
        await db.run(`UPDATE ${table} SET id = id WHERE id = ?`, [ids[table]]);
      });
      // No waiting: the instance that wrote counts its own commit before the call returns.
      expect(await db.changeStamp(), table).not.toBe(before);
    }
  });

  it('stays put while only tables the graph does not read change', async () => {
    const { db } = await databases(engine);
    await oneOfEach(db);
    const before = await stampOf(db);
    await db.transaction(async () => {
      await db.run('INSERT INTO service_meta (key, value) VALUES (?, ?)', ['probe', 'one']);
      await db.run('UPDATE service_meta SET value = ? WHERE key = ?', ['two', 'probe']);
    });
    await db.all('SELECT * FROM projects');
    expect(await db.changeStamp()).toBe(before);
  });

  it('moves when another connection or instance commits a change to a watched table', async () => {
    const { db, another } = await databases(engine);
    const ids = await oneOfEach(db);
    const second = await another();
    const before = await stampOf(db);
    await second.run('UPDATE projects SET name = ? WHERE id = ?', ['Renamed', ids.projects]);
    const after = await stampAfter(db, before);
    // Read after the stamp moved, the change is there.
    expect(await db.get('SELECT name FROM projects WHERE id = ?', [ids.projects])).toEqual({
      name: 'Renamed',
    });
    expect(after).not.toBe(before);
  });
});

describe('the change stamp on postgres, while its listening connection is lost', () => {
  it('is null until listening again, then never one it gave before', async () => {
    const { db } = await databases('postgres');
    const before = await stampOf(db);
    await db.run(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ?',
      [listenerApplicationName],
    );
    let sawNull = false;
    let after: string | null = null;
    for (let tries = 0; tries < 1000 && (after === null || after === before); tries++) {
      after = await db.changeStamp();
      if (after === null) sawNull = true;
      await sleep(5);
    }
    expect(sawNull).toBe(true);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });
});
