import { authenticateRoutes } from './auth/authenticate-route.ts';
import { hostedAssetRoutes } from './auth/hosted/assets.ts';
import { authorizeRoutes } from './auth/hosted/authorize-routes.ts';
import { profileRoutes } from './auth/hosted/profile-routes.ts';
import { jwksRoutes } from './auth/jwks-route.ts';
import { graphRoutes } from './graph/graph-route.ts';
import { healthRoutes } from './http/health-routes.ts';
import type { RouteModule } from './http/route-module.ts';
import { v1ReservedRoutes } from './v1/reserved-routes.ts';

/**
 * Every HTTP capability of the service, one line each. Order does not matter: the most specific
 * route wins (http/router.ts), so the v1 interface's routes take precedence over the reserved
 * `/v1/*` and `/t/{account}/v1/*` catch-alls, which keep answering whatever it does not know.
 */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  hostedAssetRoutes,
  authorizeRoutes,
  authenticateRoutes,
  jwksRoutes,
  profileRoutes,
  graphRoutes,
  v1ReservedRoutes,
];
