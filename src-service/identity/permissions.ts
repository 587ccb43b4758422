import type { Access } from './memberships.ts';

const readPermissions = [
  'clients:read',
  'projects:read',
  'reports:read',
  'tasks:read',
  'time-records:read',
] as const;
const writePermissions = ['clients:write', 'projects:write', 'tasks:write', 'time-records:write'] as const;

/**
 * The permissions of a membership, as the graph's `authenticationContext.permissions` and the
 * access token's `permissions` claim show them. Authorization itself always reads the membership
 * from the database (a token's claims may be up to five minutes old).
 */
export function permissionsFor(access: Access, owner: boolean): string[] {
  const list: string[] = [...readPermissions];
  if (access === 'FULL') list.push(...writePermissions);
  if (owner) list.push('organization:manage');
  return list.sort();
}

/** The `role` claim: owner, member (full access) or viewer (read only). */
export function roleFor(access: Access, owner: boolean): 'owner' | 'member' | 'viewer' {
  if (owner) return 'owner';
  return access === 'FULL' ? 'member' : 'viewer';
}
