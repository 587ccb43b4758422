import { sendJson } from './json-response.ts';
import type { RouteModule } from './route-module.ts';

/** GET /health: the desktop core's liveness probe. */
export const healthRoutes: RouteModule = (router, context) => {
  router.add(['GET', 'HEAD'], '/health', ({ res }) => {
    sendJson(res, 200, { status: 'ok', service: 'stint', version: context.version });
  });
};
