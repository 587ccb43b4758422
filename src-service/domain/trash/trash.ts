import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../storage/tenant-scope.ts';
import { displayNameSql, trashClass } from './trash-classes.ts';

export interface TrashMove {
  readonly trashItemId: string;
  readonly groupId: string;
  /** Rows moved, the object itself included. */
  readonly moved: number;
}

interface TrashItemRow {
  id: string;
  deleted_object_class: string;
  deleted_object_id: string;
  group_id: string;
}

/**
 * v1's default delete: moves a live object and its cascade (trash-classes.ts) to the trash. Each
 * moved row gets its own trash item, all in one group whose id is the object's own trash item id
 * (so the group's root is the item with id = group_id). Related rows already in the trash stay
 * in their own group. Answers null when there is no such live object in the scope's organization.
 */
export function moveToTrash(
  scope: TenantScope,
  input: { objectClass: string; id: string; deletedByUserId: string | null },
): Promise<TrashMove | null> {
  return scope.transaction(async () => {
    const root = await trashOne(scope, input.objectClass, input.id, null, input.deletedByUserId);
    if (root === null) return null;
    let moved = 1;
    const visit = async (objectClass: string, id: string): Promise<void> => {
      for (const cascade of trashClass(objectClass).cascade) {
        const related = trashClass(cascade.objectClass);
        const rows = await scope.select<{ id: string }>({
          from: related.table,
          columns: [`${related.table}.id`],
          where: [{ sql: `${cascade.foreignKey} = ?`, params: [id] }],
        });
        for (const row of rows) {
          if ((await trashOne(scope, cascade.objectClass, row.id, root, input.deletedByUserId)) !== null) {
            moved += 1;
            await visit(cascade.objectClass, row.id);
          }
        }
      }
    };
    await visit(input.objectClass, input.id);
    return { trashItemId: root, groupId: root, moved };
  });
}

async function trashOne(
  scope: TenantScope,
  objectClass: string,
  id: string,
  groupId: string | null,
  deletedByUserId: string | null,
): Promise<string | null> {
  const cls = trashClass(objectClass);
  const row = await scope.first<{ display_name: string | null }>({
    from: cls.table,
    columns: [`${displayNameSql(cls, scope.dialect)} AS display_name`],
    where: [{ sql: `${cls.table}.id = ?`, params: [id] }],
  });
  if (row === undefined) return null;
  const itemId = randomUUID();
  await scope.insert('trash_items', {
    id: itemId,
    deleted_object_class: objectClass,
    deleted_object_id: id,
    group_id: groupId ?? itemId,
    display_name: row.display_name ?? '',
    deleted_by_user_id: deletedByUserId,
  });
  if (cls.marksRow !== false) await scope.update(cls.table, id, { trash_item_id: itemId }, { trash: 'live' });
  return itemId;
}

/**
 * Brings a trashed object back (v1 `GET /trash/{id}/$restore`): the root item of a group restores
 * the whole group; any other item restores only its own object. Answers how many rows came back,
 * or null when there is no such trash item.
 */
export function restoreFromTrash(scope: TenantScope, trashItemId: string): Promise<number | null> {
  return scope.transaction(async () => {
    const item = await scope.get<TrashItemRow>('trash_items', trashItemId);
    if (item === undefined) return null;
    const items =
      item.group_id === item.id
        ? await scope.select<TrashItemRow>({
            from: 'trash_items',
            where: [{ sql: 'group_id = ?', params: [item.group_id] }],
          })
        : [item];
    for (const entry of items) {
      const cls = trashClass(entry.deleted_object_class);
      if (cls.marksRow !== false) {
        await scope.update(cls.table, entry.deleted_object_id, { trash_item_id: null }, { trash: 'trashed' });
      }
      await scope.delete('trash_items', entry.id);
    }
    return items.length;
  });
}
