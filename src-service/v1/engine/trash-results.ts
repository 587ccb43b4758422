import { restoreFromTrash } from '../../domain/trash/trash.ts';
import { requireFullAccess, requireOwner } from '../auth/v1-auth.ts';
import { behaviorOf } from '../behaviors/behaviors.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import type { SqlRow } from '../records/encode-record.ts';
import { V1Error } from '../wire/v1-error.ts';
import { hardDelete, resourceOfClass } from './hard-delete.ts';
import type { ResourceCall } from './resource-call.ts';

interface TrashItemRow {
  readonly id: string;
  readonly group_id: string;
  readonly deleted_object_class: string;
  readonly deleted_object_id: string;
}

async function trashItem(call: ResourceCall, id: string): Promise<TrashItemRow> {
  const item = await call.caller.scope.get<TrashItemRow>('trash_items', id);
  if (item === undefined) throw new V1Error('PE01-1101', `No trash item ${id}`);
  return item;
}

/**
 * Restoring or purging an item takes the right its delete took (docs/v1-permissions.md): a trash
 * item must not let a member undo, or make final, what they could not have done themselves.
 */
async function authorize(call: ResourceCall, item: TrashItemRow): Promise<void> {
  const { caller } = call;
  requireFullAccess(caller);
  const root =
    item.group_id === item.id ? item : await caller.scope.get<TrashItemRow>('trash_items', item.group_id);
  // Every item of a removed person's group (their access, project memberships, keys) is part of
  // the removal, which only the account owner may make.
  if (item.deleted_object_class === 'User' || root?.deleted_object_class === 'User') requireOwner(caller);
  const resource = resourceOfClass(item.deleted_object_class);
  if (resource === null) return;
  const behavior = behaviorOf(resource.name);
  const row =
    (await caller.scope.get<SqlRow>(resource.table, item.deleted_object_id, { trash: 'any' })) ?? null;
  behavior.authorizeWrite?.({ ...call, resource, behavior }, 'delete', row);
}

/** GET trash/{id}/$restore: the item's object, and its whole group when it heads one. */
export async function restoreResult(call: ResourceCall, trashItemId: string): Promise<V1Result> {
  const scope = call.caller.scope;
  await scope.transaction(async () => {
    await authorize(call, await trashItem(call, trashItemId));
    await restoreFromTrash(scope, trashItemId);
  });
  return noContent;
}

/**
 * DELETE trash/{id}: removes the item's object (its whole group when it heads one) for good. Only
 * rows still in the trash go: a row of the group restored on its own stays live and loses its
 * optional references to the purged rows (or, when one is required, the purge is refused).
 */
export async function purgeResult(call: ResourceCall, trashItemId: string): Promise<V1Result> {
  const scope = call.caller.scope;
  await scope.transaction(async () => {
    const item = await trashItem(call, trashItemId);
    await authorize(call, item);
    const items =
      item.group_id === item.id
        ? await scope.select<TrashItemRow>({
            from: 'trash_items',
            where: [{ sql: 'group_id = ?', params: [item.group_id] }],
          })
        : [item];
    for (const entry of items) {
      const resource = resourceOfClass(entry.deleted_object_class);
      if (
        resource?.trashable === true &&
        (await scope.get(resource.table, entry.deleted_object_id, { trash: 'trashed' })) !== undefined
      ) {
        await hardDelete(scope, resource, entry.deleted_object_id, { trashedOnly: true });
      }
      await scope.delete('trash_items', entry.id);
    }
  });
  return noContent;
}
