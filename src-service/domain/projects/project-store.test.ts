import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { moveToTrash } from '../trash/trash.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import {
  createProject,
  getProject,
  isProjectIdSeen,
  isProjectIdTaken,
  listProjects,
  type ProjectCursor,
} from './project-store.ts';

const databases = useEngineDatabases({ lifetime: 'file' });

describe.each(engines)('the project store on %s', (engine) => {
  let db: SqlDatabase;
  let scope: TenantScope;
  let other: TenantScope;
  let alice: string;
  let bob: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = (await databases(engine)).db;
    alice = await insertUser(db, 'Alice', 'A');
    bob = await insertUser(db, 'Bob', 'B');
    scope = new TenantScope(db, await insertOrganization(db, 'Acme'), () => 5);
    other = new TenantScope(db, await insertOrganization(db, 'Globex'), () => 5);
    // Case folds for ASCII only (as SQLite's NOCASE): "Äpfel" and "äpfel" stay apart, bytewise
    // after every ASCII letter; "_x" sorts before the folded (lower case) letters; equal folded
    // names by id.
    const names = ['beta', 'Alpha', 'alpha', 'äpfel', 'Äpfel', '_x', 'Gamma', 'ALPHA'];
    for (const [i, name] of names.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${i}`;
      ids[name] = (await createProject(scope, { id, name, ownerId: alice })).id;
    }
    ids['Secret'] = (await createProject(scope, { name: 'Secret', ownerId: bob, personal: true })).id;
  });

  async function allNames(userId: string, first: number): Promise<string[]> {
    const names: string[] = [];
    let after: ProjectCursor | null = null;
    for (;;) {
      const page = await listProjects(scope, userId, { first, after });
      names.push(...page.rows.map((r) => r.name));
      const last = page.rows.at(-1);
      if (!page.hasNextPage || last === undefined) return names;
      after = [last.name, last.id];
    }
  }

  it('lists by name folding ASCII case, then id, page after page', async () => {
    const expected = ['_x', 'Alpha', 'alpha', 'ALPHA', 'beta', 'Gamma', 'Äpfel', 'äpfel'];
    expect(await allNames(alice, 100)).toEqual(expected);
    expect(await allNames(alice, 2)).toEqual(expected);
    expect(await allNames(alice, 1)).toEqual(expected);
  });

  it('shows a personal project to its owner only, and counts what the user sees', async () => {
    expect(await allNames(bob, 3)).toContain('Secret');
    expect(await allNames(alice, 3)).not.toContain('Secret');
    expect(await (await listProjects(scope, alice, { first: 1, after: null })).totalCount()).toBe(8);
    expect(await (await listProjects(scope, bob, { first: 1, after: null })).totalCount()).toBe(9);
    expect(await getProject(scope, alice, ids['Secret'] ?? '')).toBeUndefined();
    expect((await getProject(scope, bob, ids['Secret'] ?? ''))?.personal).toBe(1);
  });

  it('knows taken and seen ids, in the trash too, never across organizations', async () => {
    const id = ids['beta'] ?? '';
    await moveToTrash(scope, { objectClass: 'Project', id, deletedByUserId: alice });
    expect(await getProject(scope, alice, id)).toBeUndefined();
    expect(await isProjectIdTaken(scope, id)).toBe(true);
    expect(await isProjectIdSeen(scope, alice, id)).toBe(true);
    expect(await isProjectIdSeen(scope, alice, ids['Secret'] ?? '')).toBe(false);
    expect(await isProjectIdTaken(other, id)).toBe(false);
    expect(await isProjectIdTaken(scope, 'nope')).toBe(false);
  });
});
