import BetterSqlite3 from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from './sql-database.ts';
import { constraintViolation } from './sql-errors.ts';
import { SqliteSqlDatabase } from './sqlite-sql-database.ts';
import { TenantScope } from './tenant-scope.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;
let acme: TenantScope;
let globex: TenantScope;
let userId: string;
let acmeProject: string;
let acmeClient: string;

// Written here rather than through the identity module: these tests are about the scope alone.
async function addUser(id: string, email: string, now: number): Promise<string> {
  await db.run(
    `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
     VALUES (?, ?, 'A', 'B', 1, 1, NULL, 1, ?, ?)`,
    [id, email, now, now],
  );
  return id;
}

async function addOrganization(account: string, now: number): Promise<string> {
  const id = `org-${account}`;
  await db.run(
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'UTC', 'EUR', 1, ?, ?)`,
    [id, `auth-${account}`, account, account, now, now],
  );
  return id;
}

describe.each(engines)('on %s', (engine) => {
  beforeEach(async () => {
    db = (await freshDatabase(engine)).db;
    const now = 1_700_000_000_000;
    userId = await addUser('user-a', 'a@example.com', now);
    acme = new TenantScope(db, await addOrganization('acme', now), () => now);
    globex = new TenantScope(db, await addOrganization('globex', now), () => now);
    acmeClient = await acme.insert('clients', { name: 'Acme client' });
    acmeProject = await acme.insert('projects', {
      name: 'Acme secret',
      owner_id: userId,
      client_id: acmeClient,
      billable: true,
    });
    await acme.insert('tasks', { name: 'Acme task', project_id: acmeProject });
    await globex.insert('projects', { name: 'Globex project', owner_id: userId });
  });

  describe('TenantScope', () => {
    it('stamps inserts with the organization, id, version and times', async () => {
      const row = await acme.get<Record<string, unknown>>('projects', acmeProject);
      expect(row).toMatchObject({
        id: acmeProject,
        organization_id: acme.organizationId,
        version: 1,
        created_at: 1_700_000_000_000,
        updated_at: 1_700_000_000_000,
        billable: 1,
        trash_item_id: null,
      });
      expect(acmeProject).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });

    it('never lets Globex see, count, change or delete the rows of Acme', async () => {
      expect((await globex.select<{ name: string }>({ from: 'projects' })).map((p) => p.name)).toEqual([
        'Globex project',
      ]);
      expect(await globex.count({ from: 'projects' })).toBe(1);
      expect(await globex.count({ from: 'tasks' })).toBe(0);
      expect(await globex.get('projects', acmeProject)).toBeUndefined();
      expect(await globex.get('projects', acmeProject, { trash: 'any' })).toBeUndefined();
      expect(
        await globex.first({ from: 'projects', where: [{ sql: 'projects.id = ?', params: [acmeProject] }] }),
      ).toBeUndefined();
      expect(await globex.update('projects', acmeProject, { name: 'Stolen' })).toEqual({
        status: 'not-found',
      });
      expect(await globex.delete('projects', acmeProject)).toBe(false);
      expect((await acme.get<{ name: string }>('projects', acmeProject))?.name).toBe('Acme secret');
    });

    it('keeps joined tenant tables inside the organization', async () => {
      // A Globex project pointing at Acme's client cannot even be written...
      await expect(
        async () =>
          await globex.insert('projects', { name: 'Cross', owner_id: userId, client_id: acmeClient }),
      ).rejects.toSatisfy((error) => constraintViolation(error) === 'foreign-key');
      // ...and a join from Globex to clients sees only Globex's clients.
      const rows = await globex.select<{ name: string; client: string | null }>({
        from: 'projects',
        as: 'p',
        columns: ['p.name', 'c.name AS client'],
        joins: [{ table: 'clients', as: 'c', on: 'c.id = ?', params: [acmeClient] }],
      });
      expect(rows).toEqual([{ name: 'Globex project', client: null }]);
    });

    it('refuses to be used on a table that is not tenant-owned, or with unknown names', async () => {
      await expect(async () => await acme.select({ from: 'sessions' })).rejects.toThrow(/not tenant-owned/);
      await expect(async () => await acme.insert('users', { email: 'x@example.com' })).rejects.toThrow(
        /not tenant-owned/,
      );
      await expect(async () => await acme.select({ from: 'memberships; DROP TABLE users' })).rejects.toThrow(
        /Unknown table/,
      );
      await expect(
        async () =>
          await acme.insert('projects', {
            name: 'x',
            owner_id: userId,
            organization_id: globex.organizationId,
          }),
      ).rejects.toThrow(/managed/);
      await expect(
        async () => await acme.insert('projects', { name: 'x', owner_id: userId, nonsense: 1 }),
      ).rejects.toThrow(/Unknown column/);
      await expect(async () => await acme.update('projects', acmeProject, { version: 9 })).rejects.toThrow(
        /managed/,
      );
      await expect(async () => await acme.select({ from: 'projects', as: 'p x' })).rejects.toThrow(
        /Not an SQL identifier/,
      );
    });

    it('updates with optimistic locking and bumps the version', async () => {
      expect(await acme.update('projects', acmeProject, { name: 'Renamed' }, { expectedVersion: 1 })).toEqual(
        {
          status: 'updated',
          version: 2,
        },
      );
      expect(await acme.update('projects', acmeProject, { name: 'Late' }, { expectedVersion: 1 })).toEqual({
        status: 'stale',
        version: 2,
      });
      expect((await acme.get<{ name: string }>('projects', acmeProject))?.name).toBe('Renamed');
    });

    it('sees only live rows unless asked for the trash', async () => {
      const item = await acme.insert('trash_items', {
        deleted_object_class: 'Task',
        deleted_object_id: 'x',
        group_id: 'g',
      });
      const task = (await acme.select<{ id: string }>({ from: 'tasks' }))[0]?.id ?? '';
      await acme.update('tasks', task, { trash_item_id: item });
      expect(await acme.count({ from: 'tasks' })).toBe(0);
      expect(await acme.count({ from: 'tasks', trash: 'trashed' })).toBe(1);
      expect(await acme.count({ from: 'tasks', trash: 'any' })).toBe(1);
      expect(await acme.update('tasks', task, { name: 'x' })).toEqual({ status: 'not-found' });
    });

    it('counts groups and pages with limit and offset', async () => {
      for (const name of ['b', 'c', 'a']) await acme.insert('clients', { name });
      expect(
        (
          await acme.select<{ name: string }>({ from: 'clients', orderBy: ['name'], limit: 2, offset: 1 })
        ).map((c) => c.name),
      ).toEqual(['a', 'b']);
      expect(await acme.count({ from: 'clients', groupBy: ['active'] })).toBe(1);
    });

    it('shows users only while they hold a live membership, and only its own organization', async () => {
      const other = await addUser('user-b', 'b@example.com', 1);
      await db.run(
        `INSERT INTO memberships (id, organization_id, user_id, access, owner, materialized, version, created_at, updated_at)
       VALUES ('m1', ?, ?, 'FULL', 1, 1, 1, 1, 1), ('m2', ?, ?, 'READ', 0, 1, 1, 1, 1)`,
        [acme.organizationId, userId, globex.organizationId, other],
      );
      expect((await acme.select<{ id: string }>({ from: 'users' })).map((u) => u.id)).toEqual([userId]);
      expect(await globex.get('users', userId)).toBeUndefined();
      expect(await globex.update('users', userId, { first_name: 'Hijacked' })).toEqual({
        status: 'not-found',
      });
      expect(await acme.update('users', userId, { first_name: 'Ann' })).toMatchObject({ status: 'updated' });
      expect((await acme.select<{ id: string }>({ from: 'organizations' })).map((o) => o.id)).toEqual([
        acme.organizationId,
      ]);
      expect(await acme.get('organizations', globex.organizationId)).toBeUndefined();
      const trash = await acme.insert('trash_items', {
        deleted_object_class: 'Access',
        deleted_object_id: 'm1',
        group_id: 'g',
        display_name: '',
      });
      await db.run('UPDATE memberships SET trash_item_id = ? WHERE id = ?', [trash, 'm1']);
      expect(await acme.select({ from: 'users' })).toEqual([]);
      await expect(async () => await acme.insert('users', { email: 'x@example.com' })).rejects.toThrow(
        /not tenant-owned/,
      );
      await expect(async () => await acme.delete('organizations', acme.organizationId)).rejects.toThrow(
        /not tenant-owned/,
      );
    });
  });

  describe('transactions of a scope', () => {
    it.runIf(engine === 'sqlite')(
      'hold the write lock from their start, so another process cannot write between their read and write',
      async () => {
        // A second connection stands for another service process on the same data folder.
        if (!(db instanceof SqliteSqlDatabase)) throw new Error('an SQLite test');
        const other = new BetterSqlite3(db.sqlite.name);
        other.pragma('busy_timeout = 0');
        try {
          await acme.transaction(async () => {
            await acme.select({ from: 'clients' });
            expect(() => other.prepare("UPDATE service_meta SET value = 'x' WHERE 0").run()).toThrow(
              /database is locked/,
            );
            await acme.insert('clients', { name: 'Written after the read' });
          });
        } finally {
          other.close();
        }
      },
    );

    it('roll back every write of a transaction that fails', async () => {
      await expect(
        acme.transaction(async () => {
          await acme.insert('clients', { name: 'Never kept' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await acme.count({ from: 'clients', where: [{ sql: "name = 'Never kept'" }] })).toBe(0);
    });
  });
});
