import type { ServiceContext } from '../service-context.ts';
import type { TenantScope } from '../storage/tenant-scope.ts';
import type { Principal } from './graph-credentials.ts';
import { missingTenant } from './graph-errors.ts';

export interface GraphContext {
  readonly principal: Principal;
  readonly service: ServiceContext;
}

/**
 * The tenant scope of the caller's organization, or the spec's "Missing tenant" error for a token
 * issued without one. Every tenant-scoped resolver starts here.
 */
export function tenantOf(context: GraphContext): { scope: TenantScope; userId: string } {
  const organization = context.principal.organization;
  if (organization === null) throw missingTenant();
  return { scope: context.service.tenantScope(organization.id), userId: context.principal.user.id };
}
