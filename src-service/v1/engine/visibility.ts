import type { SqlFragment } from '../../storage/tenant-scope.ts';
import type { ResourceName } from '../resources/resource-types.ts';

/**
 * Rows a member sees of some resources, on top of the account's tenancy: personal projects only
 * to their owner, stopwatches and secret keys only to their own user.
 */
const rules: Partial<Record<ResourceName, (alias: string, userId: string) => SqlFragment>> = {
  projects: (a, userId) => ({ sql: `${a}.personal = 0 OR ${a}.owner_id = ?`, params: [userId] }),
  impulses: (a, userId) => ({ sql: `${a}.user_id = ?`, params: [userId] }),
  secretkeys: (a, userId) => ({ sql: `${a}.user_id = ?`, params: [userId] }),
};

export function visibilityOf(resource: ResourceName, alias: string, userId: string): SqlFragment[] {
  const rule = rules[resource];
  return rule === undefined ? [] : [rule(alias, userId)];
}
