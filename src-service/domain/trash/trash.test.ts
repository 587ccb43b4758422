import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import { moveToTrash, restoreFromTrash } from './trash.ts';

const databases = useEngineDatabases();

interface Item {
  id: string;
  deleted_object_class: string;
  deleted_object_id: string;
  group_id: string;
  display_name: string;
  deleted_by_user_id: string;
}

describe.each(engines)('the trash on %s', (engine) => {
  let db: SqlDatabase;
  let scope: TenantScope;
  let other: TenantScope;
  let userId: string;
  let project: string;
  let tasks: string[];
  let records: string[];

  beforeEach(async () => {
    db = (await databases(engine)).db;
    userId = await insertUser(db, 'U', 'V');
    scope = new TenantScope(db, await insertOrganization(db, 'A'), () => 1000);
    other = new TenantScope(db, await insertOrganization(db, 'B'), () => 1000);
    project = await scope.insert('projects', { name: 'Website', owner_id: userId });
    tasks = [];
    for (const name of ['Design', 'Build'])
      tasks.push(await scope.insert('tasks', { name, project_id: project }));
    records = [];
    for (const i of [0, 1, 2]) {
      records.push(
        await scope.insert('time_records', {
          user_id: userId,
          project_id: project,
          task_id: tasks[0] ?? null,
          start: i * 3_600_000,
          stop: (i + 1) * 3_600_000,
          duration: 3_600_000,
          description: i === 0 ? 'Kickoff' : null,
        }),
      );
    }
  });

  describe('moveToTrash', () => {
    it('moves a project with its tasks and time records into one group', async () => {
      const move = await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
      expect(move).toEqual({ trashItemId: expect.any(String), groupId: move?.trashItemId, moved: 6 });
      expect(await scope.count({ from: 'projects' })).toBe(0);
      expect(await scope.count({ from: 'tasks' })).toBe(0);
      expect(await scope.count({ from: 'time_records' })).toBe(0);
      const items = await scope.select<Item>({
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
      const row = await scope.get<{ trash_item_id: string; version: number }>('projects', project, {
        trash: 'trashed',
      });
      expect(row).toMatchObject({ trash_item_id: move?.trashItemId, version: 2 });
    });

    it('leaves rows already in the trash in their own group', async () => {
      const single = await moveToTrash(scope, {
        objectClass: 'TimeRecord',
        id: records[1] ?? '',
        deletedByUserId: null,
      });
      const move = await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
      expect(move?.moved).toBe(5);
      const record = await scope.get<{ trash_item_id: string }>('time_records', records[1] ?? '', {
        trash: 'trashed',
      });
      expect(record?.trash_item_id).toBe(single?.trashItemId);
    });

    it('answers null for a missing, trashed or foreign object', async () => {
      expect(
        await moveToTrash(other, { objectClass: 'Project', id: project, deletedByUserId: null }),
      ).toBeNull();
      expect(
        await moveToTrash(scope, { objectClass: 'Project', id: 'nope', deletedByUserId: null }),
      ).toBeNull();
      await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: null });
      expect(
        await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: null }),
      ).toBeNull();
      await expect(
        moveToTrash(scope, { objectClass: 'Spaceship', id: project, deletedByUserId: null }),
      ).rejects.toThrow(/Not a trashable class/);
    });

    it('names prices and VAT rates as SQLite formats them, rounding a tie up', async () => {
      const client = await scope.insert('clients', { name: 'C' });
      const bill = await scope.insert('bills', { client_id: client, number: 'R-1' });
      const named: [string, string | undefined][] = [];
      for (const price of [0, 5, 2.675, 0.125, 0.375, 99.995, 1234567.891]) {
        const id = await scope.insert('price_list_entries', { price });
        await moveToTrash(scope, { objectClass: 'PriceListEntry', id, deletedByUserId: null });
        named.push([String(price), await displayNameOf(id)]);
      }
      for (const rate of [19, 7.7, 0.1 + 0.2]) {
        const id = await scope.insert('bill_vats', { bill_id: bill, rate });
        await moveToTrash(scope, { objectClass: 'BillVat', id, deletedByUserId: null });
        named.push([String(rate), await displayNameOf(id)]);
      }
      expect(named).toEqual([
        ['0', '0.00'],
        ['5', '5.00'],
        ['2.675', '2.67'],
        ['0.125', '0.13'],
        ['0.375', '0.38'],
        ['99.995', '100.00'],
        ['1234567.891', '1234567.89'],
        ['19', '19.0 %'],
        ['7.7', '7.7 %'],
        ['0.30000000000000004', '0.30000000000000004 %'],
      ]);
    });
    it('moves a client and a user with their cascades, named alike on both engines', async () => {
      const client = await scope.insert('clients', { name: 'Client' });
      await scope.insert('contact_persons', { client_id: client, first_name: 'Carl', last_name: 'Contact' });
      const bill = await scope.insert('bills', { client_id: client, number: null });
      await scope.insert('bill_items', { bill_id: bill, description: 'Work' });
      await scope.insert('bill_vats', { bill_id: bill, rate: 7.5 });
      const moved = await moveToTrash(scope, { objectClass: 'Client', id: client, deletedByUserId: null });
      expect(moved?.moved).toBe(5);
      const member = await insertUser(db, 'Mia', 'Member');
      await scope.insert('memberships', { user_id: member, access: 'READ' });
      await scope.insert('project_members', { project_id: project, user_id: member });
      await scope.insert('secret_keys', { user_id: member, key_hash: 'h', key_prefix: 'sk_1' });
      const department = await scope.insert('departments', { name: 'Ops' });
      await scope.insert('department_members', { department_id: department, user_id: member });
      const workType = await scope.insert('work_types', { name: 'Design' });
      await scope.insert('project_work_type_links', { project_id: project, work_type_id: workType });
      await scope.insert('impulses', { user_id: member, project_id: project, description: '' });
      expect(
        (await moveToTrash(scope, { objectClass: 'User', id: member, deletedByUserId: null }))?.moved,
      ).toBe(4);
      expect(
        (await moveToTrash(scope, { objectClass: 'Department', id: department, deletedByUserId: null }))
          ?.moved,
      ).toBe(2);
      expect(
        (await moveToTrash(scope, { objectClass: 'WorkType', id: workType, deletedByUserId: null }))?.moved,
      ).toBe(2);
      expect(
        (await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: null }))?.moved,
      ).toBe(7);
      const items = await scope.select<Item>({
        from: 'trash_items',
        orderBy: ['deleted_object_class', 'display_name'],
      });
      expect(items.map((i) => `${i.deleted_object_class}: ${i.display_name}`)).toEqual([
        'Access: Mia Member',
        'Bill: ',
        'BillItem: Work',
        'BillVat: 7.5 %',
        'Client: Client',
        'ContactPerson: Carl Contact',
        'Department: Ops',
        'DepartmentMember: Mia Member',
        'Impulse: Stopwatch',
        'Project: Website',
        'ProjectMember: Mia Member',
        'ProjectWorkTypeLink: Design',
        'SecretKey: sk_1',
        'Task: Build',
        'Task: Design',
        'TimeRecord: 1970-01-01 01:00',
        'TimeRecord: 1970-01-01 02:00',
        'TimeRecord: Kickoff',
        'User: Mia Member',
        'WorkType: Design',
      ]);
      expect(await db.get('SELECT id FROM users WHERE id = ? AND active = 1', [member])).toBeDefined();
    });
  });

  async function displayNameOf(objectId: string): Promise<string | undefined> {
    const item = await scope.first<{ display_name: string }>({
      from: 'trash_items',
      where: [{ sql: 'deleted_object_id = ?', params: [objectId] }],
    });
    return item?.display_name;
  }

  describe('restoreFromTrash', () => {
    it('restores the whole group from its root item, and one row from any other item', async () => {
      const move = await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
      const taskItem = await scope.first<{ id: string }>({
        from: 'trash_items',
        where: [{ sql: "deleted_object_class = 'Task'" }],
      });
      expect(await restoreFromTrash(scope, taskItem?.id ?? '')).toBe(1);
      expect(await scope.count({ from: 'tasks' })).toBe(1);
      expect(await restoreFromTrash(other, move?.trashItemId ?? '')).toBeNull();
      expect(await restoreFromTrash(scope, move?.trashItemId ?? '')).toBe(5);
      expect(await scope.count({ from: 'projects' })).toBe(1);
      expect(await scope.count({ from: 'tasks' })).toBe(2);
      expect(await scope.count({ from: 'time_records' })).toBe(3);
      expect(await scope.count({ from: 'trash_items' })).toBe(0);
    });

    it('leaves everything trashed when a restore fails half-way', async () => {
      const move = await moveToTrash(scope, { objectClass: 'Project', id: project, deletedByUserId: userId });
      // A trash item of a class no table holds: the restore reaches it after restoring others.
      await scope.insert('trash_items', {
        deleted_object_class: 'Spaceship',
        deleted_object_id: 'x',
        group_id: move?.groupId ?? '',
        display_name: '',
      });
      await expect(restoreFromTrash(scope, move?.trashItemId ?? '')).rejects.toThrow(/Not a trashable class/);
      expect(await scope.count({ from: 'projects' })).toBe(0);
      expect(await scope.count({ from: 'tasks' })).toBe(0);
      expect(await scope.count({ from: 'trash_items' })).toBe(7);
    });
  });
});
