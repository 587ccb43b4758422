import type { TenantScope } from '../../storage/tenant-scope.ts';
import { resourceList, resourceByType, resources } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { V1Error } from '../wire/v1-error.ts';

/**
 * A resource's place in the order of removal: above every resource it references, so removing
 * in descending rank never leaves a reference to a removed row (a time record goes before its
 * task, a task before its project).
 */
const ranks = new Map<string, number>();
function rankOf(resource: ResourceDefinition, visiting = new Set<string>()): number {
  const known = ranks.get(resource.name);
  if (known !== undefined) return known;
  if (visiting.has(resource.name)) return 0;
  visiting.add(resource.name);
  let rank = 0;
  for (const f of resource.fields) {
    if (f.kind !== 'reference' || f.target === resource.name || f.name === 'trashItem') continue;
    rank = Math.max(rank, rankOf(resources[f.target], visiting) + 1);
  }
  visiting.delete(resource.name);
  ranks.set(resource.name, rank);
  return rank;
}

interface Doomed {
  readonly resource: ResourceDefinition;
  readonly id: string;
}

/**
 * The object and, recursively, its cascade (document's table), parents first: in any trash state,
 * or only rows in the trash when `trash` says so.
 */
async function cascadeClosure(
  scope: TenantScope,
  resource: ResourceDefinition,
  id: string,
  trash: 'any' | 'trashed',
): Promise<Doomed[]> {
  const out: Doomed[] = [{ resource, id }];
  for (let i = 0; i < out.length; i++) {
    const parent = out[i] as Doomed;
    for (const link of parent.resource.cascades) {
      const child = resources[link.resource];
      const via = child.fields.find((f) => f.name === link.via);
      if (via?.kind !== 'reference') continue;
      const rows = await scope.select<{ id: string }>({
        from: child.table,
        as: 'c',
        columns: ['c.id'],
        where: [{ sql: `c.${via.column} = ?`, params: [parent.id] }],
        trash,
      });
      for (const row of rows) out.push({ resource: child, id: row.id });
    }
  }
  return out;
}

/**
 * Removes an object for good (`DELETE ...?hard=true`, `DELETE trash/{id}`): the object with its
 * cascade, whether live or in the trash, and their trash items. Other records that point at a
 * removed one lose the reference when it is optional (a time record keeps its hours without the
 * work type); price-list entries scoped to it are removed with it; when the reference is required
 * nothing is removed and the answer is 412 PE01-1106.
 * With `trashedOnly` (purging from the trash) live rows of the cascade are not removed: they are
 * treated as any other referencing record.
 * Answers how many records were removed. Runs in the caller's transaction.
 */
export async function hardDelete(
  scope: TenantScope,
  resource: ResourceDefinition,
  id: string,
  options: { readonly trashedOnly?: boolean } = {},
): Promise<number> {
  const doomed = await cascadeClosure(scope, resource, id, options.trashedOnly === true ? 'trashed' : 'any');
  const keys = new Set(doomed.map((d) => `${d.resource.name}:${d.id}`));
  for (const d of doomed) {
    for (const other of resourceList) {
      if (other.tenancy.kind !== 'organization-column') continue;
      for (const field of other.fields) {
        if (field.kind !== 'reference' || field.target !== d.resource.name || field.source !== undefined)
          continue;
        if (field.name === 'trashItem') continue;
        const rows = await scope.select<{ id: string }>({
          from: other.table,
          as: 'o',
          columns: ['o.id'],
          where: [{ sql: `o.${field.column} = ?`, params: [d.id] }],
          trash: 'any',
        });
        const outside = rows.filter((r) => !keys.has(`${other.name}:${r.id}`));
        if (outside.length === 0) continue;
        if (field.constraints.some((c) => c.type === 'NotNull')) {
          throw new V1Error(
            'PE01-1106',
            `${d.resource.type} ${d.id} is still used by ${outside.length} ${other.type} record(s) (${field.name}); delete or move them first`,
          );
        }
        for (const r of outside) {
          // A price for a removed project would otherwise widen to everyone's price: it goes too.
          if (other.name === 'pricelists') await scope.delete(other.table, r.id);
          else await scope.update(other.table, r.id, { [field.column]: null }, { trash: 'any' });
        }
      }
    }
  }
  // Referencing rows before the rows they reference, each with the trash item that held it.
  const order = [...doomed].sort((a, b) => rankOf(b.resource) - rankOf(a.resource));
  for (const d of order) {
    const row = await scope.get<{ trash_item_id?: string | null }>(d.resource.table, d.id, {
      trash: 'any',
    });
    await scope.delete(d.resource.table, d.id);
    if (typeof row?.trash_item_id === 'string') await scope.delete('trash_items', row.trash_item_id);
  }
  return doomed.length;
}

/** The trash class of a trash item, as a resource (null for one that has no rows: User). */
export function resourceOfClass(objectClass: string): ResourceDefinition | null {
  return resourceByType(objectClass) ?? null;
}
