import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../identity/organizations.ts';
import { createUser } from '../identity/users.ts';
import { closeDatabase, openDatabase } from './database.ts';
import { TenantScope } from './tenant-scope.ts';

let dir: string;
let db: Database;
let acme: TenantScope;
let globex: TenantScope;
let userId: string;
let acmeProject: string;
let acmeClient: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-scope-'));
  db = openDatabase(dir);
  const now = 1_700_000_000_000;
  userId = createUser(
    db,
    { email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: null, emailVerified: true },
    now,
  ).id;
  acme = new TenantScope(
    db,
    createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, now).id,
    () => now,
  );
  globex = new TenantScope(
    db,
    createOrganization(db, { title: 'Globex', accountUrl: 'globex' }, now).id,
    () => now,
  );
  acmeClient = acme.insert('clients', { name: 'Acme client' });
  acmeProject = acme.insert('projects', {
    name: 'Acme secret',
    owner_id: userId,
    client_id: acmeClient,
    billable: true,
  });
  acme.insert('tasks', { name: 'Acme task', project_id: acmeProject });
  globex.insert('projects', { name: 'Globex project', owner_id: userId });
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('TenantScope', () => {
  it('stamps inserts with the organization, id, version and times', () => {
    const row = acme.get<Record<string, unknown>>('projects', acmeProject);
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

  it('never lets Globex see, count, change or delete the rows of Acme', () => {
    expect(globex.select<{ name: string }>({ from: 'projects' }).map((p) => p.name)).toEqual([
      'Globex project',
    ]);
    expect(globex.count({ from: 'projects' })).toBe(1);
    expect(globex.count({ from: 'tasks' })).toBe(0);
    expect(globex.get('projects', acmeProject)).toBeUndefined();
    expect(globex.get('projects', acmeProject, { trash: 'any' })).toBeUndefined();
    expect(
      globex.first({ from: 'projects', where: [{ sql: 'projects.id = ?', params: [acmeProject] }] }),
    ).toBeUndefined();
    expect(globex.update('projects', acmeProject, { name: 'Stolen' })).toEqual({ status: 'not-found' });
    expect(globex.delete('projects', acmeProject)).toBe(false);
    expect(acme.get<{ name: string }>('projects', acmeProject)?.name).toBe('Acme secret');
  });

  it('keeps joined tenant tables inside the organization', () => {
    // A Globex project pointing at Acme's client cannot even be written...
    expect(() =>
      globex.insert('projects', { name: 'Cross', owner_id: userId, client_id: acmeClient }),
    ).toThrow(/FOREIGN KEY/);
    // ...and a join from Globex to clients sees only Globex's clients.
    const rows = globex.select<{ name: string; client: string | null }>({
      from: 'projects',
      as: 'p',
      columns: ['p.name', 'c.name AS client'],
      joins: [{ table: 'clients', as: 'c', on: 'c.id = ?', params: [acmeClient] }],
    });
    expect(rows).toEqual([{ name: 'Globex project', client: null }]);
  });

  it('refuses to be used on a table that is not tenant-owned, or with unknown names', () => {
    expect(() => acme.select({ from: 'sessions' })).toThrow(/not tenant-owned/);
    expect(() => acme.insert('users', { email: 'x@example.com' })).toThrow(/not tenant-owned/);
    expect(() => acme.select({ from: 'memberships; DROP TABLE users' })).toThrow(/Unknown table/);
    expect(() =>
      acme.insert('projects', { name: 'x', owner_id: userId, organization_id: globex.organizationId }),
    ).toThrow(/managed/);
    expect(() => acme.insert('projects', { name: 'x', owner_id: userId, nonsense: 1 })).toThrow(
      /Unknown column/,
    );
    expect(() => acme.update('projects', acmeProject, { version: 9 })).toThrow(/managed/);
    expect(() => acme.select({ from: 'projects', as: 'p x' })).toThrow(/Not an SQL identifier/);
  });

  it('updates with optimistic locking and bumps the version', () => {
    expect(acme.update('projects', acmeProject, { name: 'Renamed' }, { expectedVersion: 1 })).toEqual({
      status: 'updated',
      version: 2,
    });
    expect(acme.update('projects', acmeProject, { name: 'Late' }, { expectedVersion: 1 })).toEqual({
      status: 'stale',
      version: 2,
    });
    expect(acme.get<{ name: string }>('projects', acmeProject)?.name).toBe('Renamed');
  });

  it('sees only live rows unless asked for the trash', () => {
    const item = acme.insert('trash_items', {
      deleted_object_class: 'Task',
      deleted_object_id: 'x',
      group_id: 'g',
    });
    const task = acme.select<{ id: string }>({ from: 'tasks' })[0]?.id ?? '';
    acme.update('tasks', task, { trash_item_id: item });
    expect(acme.count({ from: 'tasks' })).toBe(0);
    expect(acme.count({ from: 'tasks', trash: 'trashed' })).toBe(1);
    expect(acme.count({ from: 'tasks', trash: 'any' })).toBe(1);
    expect(acme.update('tasks', task, { name: 'x' })).toEqual({ status: 'not-found' });
  });

  it('counts groups and pages with limit and offset', () => {
    for (const name of ['b', 'c', 'a']) acme.insert('clients', { name });
    expect(
      acme
        .select<{ name: string }>({ from: 'clients', orderBy: ['name'], limit: 2, offset: 1 })
        .map((c) => c.name),
    ).toEqual(['a', 'b']);
    expect(acme.count({ from: 'clients', groupBy: ['active'] })).toBe(1);
  });

  it('shows users only while they hold a live membership, and only its own organization', () => {
    const other = createUser(
      db,
      { email: 'b@example.com', firstName: 'B', lastName: 'C', passwordHash: null, emailVerified: true },
      1,
    ).id;
    db.prepare(
      `INSERT INTO memberships (id, organization_id, user_id, access, owner, materialized, version, created_at, updated_at)
       VALUES ('m1', ?, ?, 'FULL', 1, 1, 1, 1, 1), ('m2', ?, ?, 'READ', 0, 1, 1, 1, 1)`,
    ).run(acme.organizationId, userId, globex.organizationId, other);
    expect(acme.select<{ id: string }>({ from: 'users' }).map((u) => u.id)).toEqual([userId]);
    expect(globex.get('users', userId)).toBeUndefined();
    expect(globex.update('users', userId, { first_name: 'Hijacked' })).toEqual({ status: 'not-found' });
    expect(acme.update('users', userId, { first_name: 'Ann' })).toMatchObject({ status: 'updated' });
    expect(acme.select<{ id: string }>({ from: 'organizations' }).map((o) => o.id)).toEqual([
      acme.organizationId,
    ]);
    expect(acme.get('organizations', globex.organizationId)).toBeUndefined();
    const trash = acme.insert('trash_items', {
      deleted_object_class: 'Access',
      deleted_object_id: 'm1',
      group_id: 'g',
      display_name: '',
    });
    db.prepare('UPDATE memberships SET trash_item_id = ? WHERE id = ?').run(trash, 'm1');
    expect(acme.select({ from: 'users' })).toEqual([]);
    expect(() => acme.insert('users', { email: 'x@example.com' })).toThrow(/not tenant-owned/);
    expect(() => acme.delete('organizations', acme.organizationId)).toThrow(/not tenant-owned/);
  });
});

describe('transactions of a scope', () => {
  it('hold the write lock from their start, so another process cannot write between their read and write', () => {
    // A second connection stands for another service process on the same data folder.
    const other = openDatabase(dir);
    other.pragma('busy_timeout = 0');
    try {
      acme.transaction(() => {
        acme.select({ from: 'clients' });
        expect(() => other.prepare("UPDATE service_meta SET value = 'x' WHERE 0").run()).toThrow(
          /database is locked/,
        );
        acme.insert('clients', { name: 'Written after the read' });
      });
    } finally {
      closeDatabase(other);
    }
  });
});
