import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../identity/organizations.ts';
import { createUser } from '../../identity/users.ts';
import { closeDatabase, openDatabase } from '../../storage/database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { moveToTrash, restoreFromTrash } from './trash.ts';

let dir: string;
let db: Database;
let scope: TenantScope;
let other: TenantScope;
let userId: string;
let project: string;
let tasks: string[];
let records: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-trash-'));
  db = openDatabase(dir);
  userId = createUser(
    db,
    { email: 'u@example.com', firstName: 'U', lastName: 'V', passwordHash: null, emailVerified: true },
    1,
  ).id;
  scope = new TenantScope(db, createOrganization(db, { title: 'A', accountUrl: 'a' }, 1).id, () => 1000);
  other = new TenantScope(db, createOrganization(db, { title: 'B', accountUrl: 'b' }, 1).id, () => 1000);
  project = scope.insert('projects', { name: 'Website', owner_id: userId });
  tasks = ['Design', 'Build'].map((name) => scope.insert('tasks', { name, project_id: project }));
  records = [0, 1, 2].map((i) =>
    scope.insert('time_records', {
      user_id: userId,
      project_id: project,
      task_id: tasks[0] ?? null,
      start: i * 3_600_000,
      stop: (i + 1) * 3_600_000,
      duration: 3_600_000,
      description: i === 0 ? 'Kickoff' : null,
    }),
  );
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

interface Item {
  id: string;
  deleted_object_class: string;
  deleted_object_id: string;
  group_id: string;
  display_name: string;
  deleted_by_user_id: string;
}

describe('moveToTrash', () => {
  it('moves a project with its tasks and time records into one group', () => {
    const move = moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
    expect(move).toEqual({ trashItemId: expect.any(String), groupId: move?.trashItemId, moved: 6 });
    expect(scope.count({ from: 'projects' })).toBe(0);
    expect(scope.count({ from: 'tasks' })).toBe(0);
    expect(scope.count({ from: 'time_records' })).toBe(0);
    const items = scope.select<Item>({
      from: 'trash_items',
      orderBy: ['deleted_object_class', 'display_name'],
    });
    expect(items.map((i) => [i.deleted_object_class, i.display_name])).toEqual([
      ['Project', 'Website'],
      ['Task', 'Build'],
      ['Task', 'Design'],
      ['TimeRecord', '1970-01-01 01:00'],
      ['TimeRecord', '1970-01-01 02:00'],
      ['TimeRecord', 'Kickoff'],
    ]);
    expect(new Set(items.map((i) => i.group_id))).toEqual(new Set([move?.groupId]));
    expect(items.every((i) => i.deleted_by_user_id === userId)).toBe(true);
    const row = scope.get<{ trash_item_id: string; version: number }>('projects', project, {
      trash: 'trashed',
    });
    expect(row).toMatchObject({ trash_item_id: move?.trashItemId, version: 2 });
  });

  it('leaves rows already in the trash in their own group', () => {
    const single = moveToTrash(scope, {
      objectClass: 'TimeRecord',
      id: records[1] ?? '',
      deletedByUserId: null,
    });
    const move = moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
    expect(move?.moved).toBe(5);
    const record = scope.get<{ trash_item_id: string }>('time_records', records[1] ?? '', {
      trash: 'trashed',
    });
    expect(record?.trash_item_id).toBe(single?.trashItemId);
  });

  it('answers null for a missing, trashed or foreign object', () => {
    expect(moveToTrash(other, { objectClass: 'Project', id: project, deletedByUserId: null })).toBeNull();
    expect(moveToTrash(scope, { objectClass: 'Project', id: 'nope', deletedByUserId: null })).toBeNull();
    moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: null });
    expect(moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: null })).toBeNull();
    expect(() =>
      moveToTrash(scope, { objectClass: 'Spaceship', id: project, deletedByUserId: null }),
    ).toThrow(/Not a trashable class/);
  });
});

describe('restoreFromTrash', () => {
  it('restores the whole group from its root item, and one row from any other item', () => {
    const move = moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
    const taskItem = scope.first<{ id: string }>({
      from: 'trash_items',
      where: [{ sql: "deleted_object_class = 'Task'" }],
    });
    expect(restoreFromTrash(scope, taskItem?.id ?? '')).toBe(1);
    expect(scope.count({ from: 'tasks' })).toBe(1);
    expect(restoreFromTrash(other, move?.trashItemId ?? '')).toBeNull();
    expect(restoreFromTrash(scope, move?.trashItemId ?? '')).toBe(5);
    expect(scope.count({ from: 'projects' })).toBe(1);
    expect(scope.count({ from: 'tasks' })).toBe(2);
    expect(scope.count({ from: 'time_records' })).toBe(3);
    expect(scope.count({ from: 'trash_items' })).toBe(0);
  });
});
