import { sendError, sendJson } from '../http/json-response.ts';
import type { RouteModule } from '../http/route-module.ts';
import { authPrefixes } from './auth-prefixes.ts';
import { publicClients } from './clients.ts';

/**
 * GET {auth}/sso/jwks/{client_id} (under `/auth` and at the host root, where the WorkOS SDK's
 * getJwksUrl points): the public keys of access tokens, as a JWKS: the active key and every retired
 * one whose tokens may not have expired yet.
 */
export const jwksRoutes: RouteModule = (router, context) => {
  for (const prefix of authPrefixes) {
    router.add(['GET', 'HEAD'], `${prefix}/sso/jwks/:clientId`, async ({ res, params }) => {
      if (!publicClients.has(params['clientId'] ?? '')) {
        sendError(res, 404, 'Unknown client');
        return;
      }
      const keys = await context.keys.publishedKeys();
      sendJson(res, 200, { keys }, { 'Cache-Control': 'public, max-age=300' });
    });
  }
};
