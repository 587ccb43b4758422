import type { ReportGrouping } from '../../../src-shared/domain/reports.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import { V1Error } from '../v1/v1-errors.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { chunks } from '../v1-reading/map-limit.ts';
import { nameOf, parseV1, v1Named, type V1Named } from '../v1-reading/v1-shapes.ts';
import { z } from 'zod';

/** Where the objects of each grouping live on the v1 interface. */
export const groupingResource: Record<ReportGrouping, string> = {
  project: 'time/projects',
  client: 'time/clients',
  user: 'users',
  task: 'time/tasks',
};

/** Ids per request: each is about 50 characters of `$filter`, well below the service's limit. */
const idsPerRequest = 100;

function label(grouping: ReportGrouping, object: V1Named): string {
  const name = nameOf(object);
  if (grouping === 'task' && object.project != null) return `${name} · ${nameOf(object.project)}`;
  return name;
}

/**
 * The names of the objects report groups are keyed by (the service keys groups by id). Objects
 * moved to the trash since (a deleted task whose records stay) are looked up in `@deleted`, so a
 * group keeps its name; one found nowhere is called by its kind and a short id.
 */
export async function groupLabels(
  client: V1Client,
  grouping: ReportGrouping,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const resource = groupingResource[grouping];
  const lookup = async (path: string, wanted: readonly string[]): Promise<void> => {
    for (const part of chunks(wanted, idsPerRequest)) {
      const raw = await client.list(path, {
        $filter: part.map((id) => `id eq ${v1StringLiteral(id)}`).join(' or '),
        $top: part.length,
        no_expand: true,
      });
      for (const object of parseV1(z.array(v1Named), raw, `the names of ${grouping}s`)) {
        labels.set(object.id, label(grouping, object));
      }
    }
  };
  await lookup(resource, ids);
  const missing = ids.filter((id) => !labels.has(id));
  if (missing.length > 0) {
    try {
      await lookup(`${resource}/@deleted`, missing);
    } catch (error) {
      // A resource that never goes to the trash has no @deleted view; its missing names stay unknown.
      if (!(error instanceof V1Error)) throw error;
    }
  }
  for (const id of ids) {
    if (!labels.has(id)) labels.set(id, `Unknown ${grouping} ${id.slice(0, 8)}`);
  }
  return labels;
}
