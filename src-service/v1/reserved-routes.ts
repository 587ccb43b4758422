import { allMethods } from '../http/router.ts';
import type { RouteModule } from '../http/route-module.ts';
import { sendV1Error } from './v1-error.ts';

/**
 * The v1 address space: `/v1/...` (public) and `/t/{account}/v1/...` (tenant). The v1 interface
 * registers its own, more specific routes; whatever it does not know falls through to these and
 * answers the v1 "resource not found" body.
 */
export const v1ReservedRoutes: RouteModule = (router) => {
  const notFound = (path: string, url: URL, res: Parameters<typeof sendV1Error>[0]): void =>
    sendV1Error(res, url, {
      status: 404,
      code: 'PE01-9003',
      message: 'Resource not found',
      description: `No v1 resource at ${path}`,
    });
  router.add(allMethods, '/v1/*', ({ url, res }) => notFound(url.pathname, url, res));
  router.add(allMethods, '/t/:account/v1/*', ({ url, res }) => notFound(url.pathname, url, res));
};
