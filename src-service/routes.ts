import { authenticateRoutes } from './auth/authenticate-route.ts';
import { discoveryRoutes } from './auth/discovery-route.ts';
import { hostedAssetRoutes } from './auth/hosted/assets.ts';
import { authorizeRoutes } from './auth/hosted/authorize-routes.ts';
import { invitationRoutes } from './auth/hosted/invitation-routes.ts';
import { passwordRoutes } from './auth/hosted/password-routes.ts';
import { profileRoutes } from './auth/hosted/profile-routes.ts';
import { verificationRoutes } from './auth/hosted/verification-routes.ts';
import { jwksRoutes } from './auth/jwks-route.ts';
import { graphRoutes } from './graph/graph-route.ts';
import { healthRoutes } from './http/health-routes.ts';
import type { RouteModule } from './http/route-module.ts';
import { v1Routes } from './v1/http/v1-routes.ts';

/**
 * Every HTTP capability of the service, one line each. Order does not matter: the most specific
 * route wins (http/router.ts). The v1 interface answers everything under `/v1` and
 * `/t/{account}/v1`, unknown paths with its own "resource not found" body.
 */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  hostedAssetRoutes,
  authorizeRoutes,
  authenticateRoutes,
  jwksRoutes,
  discoveryRoutes,
  profileRoutes,
  passwordRoutes,
  verificationRoutes,
  invitationRoutes,
  graphRoutes,
  v1Routes,
];
