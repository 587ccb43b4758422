import type { ServiceContext } from '../service-context.ts';
import type { Router } from './router.ts';

/**
 * A capability's HTTP surface: it adds its routes to the router with the service's shared parts.
 * Modules are listed in src-service/routes.ts; adding one is one line there.
 */
export type RouteModule = (router: Router, context: ServiceContext) => void;
