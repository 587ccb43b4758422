import { z } from 'zod';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import {
  trashPreviewNames,
  type TrashClassCount,
  type TrashGroup,
  type TrashItemDetail,
  type TrashPreview,
  type TrashRestoreResult,
} from '../../../src-shared/domain/trash.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { chunks } from '../v1-reading/map-limit.ts';
import { nameOf, parseV1, v1Named, v1TrashItem, type V1TrashItem } from '../v1-reading/v1-shapes.ts';
import { timeRecordsPath } from '../timerecords/time-record-codec.ts';
import { V1Error } from '../v1/v1-errors.ts';

export interface TrashServiceOptions {
  readonly client: () => V1Client;
  readonly events: EventHub;
}

/** Classes first in this order (the object people deleted usually heads its group), then by name. */
const classOrder = ['Project', 'Client', 'Task', 'TimeRecord', 'Impulse', 'WorkType'];

function byClass(a: string, b: string): number {
  const ia = classOrder.indexOf(a);
  const ib = classOrder.indexOf(b);
  return (ia === -1 ? classOrder.length : ia) - (ib === -1 ? classOrder.length : ib) || a.localeCompare(b);
}

/** Where the service keeps the deleted objects people tell apart by more than their name. */
const detailPaths: Readonly<Record<string, string>> = { TimeRecord: timeRecordsPath, Task: 'time/tasks' };
const idsPerRequest = 50;

const v1Deleted = z.object({
  id: z.string(),
  project: v1Named.shape.project,
  start: z.date().nullish(),
  duration: z.number().nullish(),
});

/** The cached views a class of objects appears in. */
const viewsOf: Record<string, readonly DataResource[]> = {
  Project: ['projects', 'reports'],
  Task: ['tasks', 'reports'],
  TimeRecord: ['timerecords', 'reports'],
  Client: ['clients', 'reports'],
  Impulse: ['impulses'],
};

function counts(items: readonly V1TrashItem[]): TrashClassCount[] {
  const map = new Map<string, number>();
  for (const item of items) map.set(item.deletedObjectClass, (map.get(item.deletedObjectClass) ?? 0) + 1);
  return [...map.entries()]
    .map(([objectClass, count]) => ({ objectClass, count }))
    .sort((a, b) => byClass(a.objectClass, b.objectClass));
}

/**
 * The organization's trash over v1 (`trash`, `trash/{id}/$restore`, `DELETE trash/{id}`), shown
 * as groups: everything one delete moved shares a `groupId`, which is the id of the deleted
 * object's own trash item. Restoring or removing that root item acts on the whole group. Items
 * whose root is gone (restored or removed on its own) are entries of their own.
 */
export class TrashService {
  readonly #options: TrashServiceOptions;

  constructor(options: TrashServiceOptions) {
    this.#options = options;
  }

  async list(): Promise<TrashGroup[]> {
    const items = await this.#items({ $orderby: 'createdAt desc' });
    const byGroup = new Map<string, V1TrashItem[]>();
    for (const item of items) {
      const members = byGroup.get(item.groupId);
      if (members === undefined) byGroup.set(item.groupId, [item]);
      else members.push(item);
    }
    const entries: { root: V1TrashItem; members: readonly V1TrashItem[] }[] = [];
    for (const [groupId, members] of byGroup) {
      const root = members.find((item) => item.id === groupId);
      if (root !== undefined) entries.push({ root, members });
      else for (const item of members) entries.push({ root: item, members: [item] });
    }
    const details = await this.#details(entries.map(({ root }) => root));
    const groups = entries.map(({ root, members }) =>
      entry(root, members, root.deletedObjectId == null ? undefined : details.get(root.deletedObjectId)),
    );
    return groups.sort((a, b) => b.deletedAt - a.deletedAt || a.displayName.localeCompare(b.displayName));
  }

  /** What restoring this item brings back: its whole group when it is the group's root. */
  async preview(rootItemId: string): Promise<TrashPreview> {
    const members = await this.#members(rootItemId);
    const classes = new Map<string, { count: number; names: Map<string, number> }>();
    for (const item of members) {
      const entry = classes.get(item.deletedObjectClass) ?? { count: 0, names: new Map<string, number>() };
      entry.count += 1;
      const name = displayName(item);
      entry.names.set(name, (entry.names.get(name) ?? 0) + 1);
      classes.set(item.deletedObjectClass, entry);
    }
    return {
      groupId: members[0]?.groupId ?? rootItemId,
      classes: [...classes.entries()]
        .sort(([a], [b]) => byClass(a, b))
        .map(([objectClass, { count, names }]) => ({
          objectClass,
          count,
          names: [...names.entries()]
            .map(([name, n]) => ({ name, count: n }))
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            .slice(0, trashPreviewNames),
        })),
    };
  }

  async restore(rootItemId: string): Promise<TrashRestoreResult> {
    const members = await this.#members(rootItemId);
    await this.#options.client().call('GET', `trash/${encodeURIComponent(rootItemId)}/$restore`);
    const restored = counts(members);
    this.#changed(restored);
    return { restored };
  }

  async purge(rootItemId: string): Promise<{ removed: number }> {
    const members = await this.#members(rootItemId);
    await this.#options.client().call('DELETE', `trash/${encodeURIComponent(rootItemId)}`);
    this.#options.events.emit('data:changed', { resources: ['trash'] });
    return { removed: members.length };
  }

  /**
   * Project, start and duration of the deleted records and tasks among `roots`, read from the
   * service's `@deleted` views, by object id. A view that does not answer leaves its objects
   * without detail rather than the trash without a list.
   */
  async #details(roots: readonly V1TrashItem[]): Promise<Map<string, TrashItemDetail>> {
    const details = new Map<string, TrashItemDetail>();
    for (const [objectClass, path] of Object.entries(detailPaths)) {
      const ids = roots
        .filter((root) => root.deletedObjectClass === objectClass)
        .flatMap((root) => (root.deletedObjectId == null ? [] : [root.deletedObjectId]));
      for (const part of chunks(ids, idsPerRequest)) {
        let raw: unknown;
        try {
          raw = await this.#options.client().list(`${path}/@deleted`, {
            $filter: part.map((id) => `id eq ${v1StringLiteral(id)}`).join(' or '),
            $top: part.length,
            no_expand: true,
          });
        } catch (error) {
          if (error instanceof V1Error) continue;
          throw error;
        }
        for (const object of parseV1(z.array(v1Deleted), raw, 'the deleted objects')) {
          details.set(object.id, {
            project: object.project == null ? null : nameOf(object.project),
            start: object.start?.getTime() ?? null,
            durationMs: object.duration ?? null,
          });
        }
      }
    }
    return details;
  }

  /** The item and, when it heads a group, every other item of that group. */
  async #members(itemId: string): Promise<V1TrashItem[]> {
    const item = parseV1(
      v1TrashItem,
      await this.#options.client().get(`trash/${encodeURIComponent(itemId)}`, { no_expand: true }),
      'the trash item',
    );
    if (item.groupId !== item.id) return [item];
    return this.#items({ $filter: `groupId eq ${v1StringLiteral(item.groupId)}` });
  }

  async #items(query: Record<string, string>): Promise<V1TrashItem[]> {
    const out: V1TrashItem[] = [];
    for await (const raw of this.#options.client().iterate('trash', { ...query, no_expand: true })) {
      out.push(parseV1(v1TrashItem, raw, 'the trash'));
    }
    return out;
  }

  #changed(restored: readonly TrashClassCount[]): void {
    const resources = new Set<DataResource>(['trash']);
    for (const { objectClass } of restored)
      for (const view of viewsOf[objectClass] ?? []) resources.add(view);
    this.#options.events.emit('data:changed', { resources: [...resources] });
  }
}

function displayName(item: V1TrashItem): string {
  const name = item.displayName?.trim() ?? '';
  return name === ''
    ? `${item.deletedObjectClass} ${item.deletedObjectId?.slice(0, 8) ?? item.id.slice(0, 8)}`
    : name;
}

function entry(
  root: V1TrashItem,
  members: readonly V1TrashItem[],
  detail: TrashItemDetail | undefined,
): TrashGroup {
  return {
    ...(detail === undefined ? {} : { detail }),
    groupId: root.groupId,
    rootItemId: root.id,
    objectClass: root.deletedObjectClass,
    displayName: displayName(root),
    deletedAt: root.createdAt.getTime(),
    deletedBy: root.deletedByUser == null ? null : nameOf(root.deletedByUser),
    contents: counts(members),
  };
}
