import { sendJson } from '../http/json-response.ts';
import type { RouteModule } from '../http/route-module.ts';
import { publicClients } from './clients.ts';

const wellKnown = '/.well-known/oauth-authorization-server';

/** RFC 8414 authorization server metadata for `issuer` (the `iss` of every access token). */
function authorizationServerMetadata(issuer: string): Record<string, unknown> {
  const [clientId] = publicClients.keys();
  return {
    issuer,
    authorization_endpoint: `${issuer}/user_management/authorize`,
    token_endpoint: `${issuer}/user_management/authenticate`,
    jwks_uri: `${issuer}/sso/jwks/${clientId ?? ''}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}

/**
 * The metadata at `/.well-known/oauth-authorization-server`, and at the same address followed by
 * the issuer's path (`.../auth`), which is where RFC 8414 section 3.1 has a strict client look for
 * an issuer that has a path. The issuer is the configured public address, not the request's Host,
 * so it always equals the tokens' `iss`.
 */
export const discoveryRoutes: RouteModule = (router, context) => {
  const { issuer } = context.config;
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');
  const metadata = authorizationServerMetadata(issuer);
  const paths = issuerPath === '' ? [wellKnown] : [wellKnown, `${wellKnown}${issuerPath}`];
  for (const path of paths) {
    router.add(['GET', 'HEAD'], path, ({ res }) => {
      sendJson(res, 200, metadata, { 'Cache-Control': 'public, max-age=300' });
    });
  }
};
