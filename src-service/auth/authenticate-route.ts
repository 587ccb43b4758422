import type { RouteModule } from '../http/route-module.ts';
import { sendJson } from '../http/json-response.ts';
import { readBody } from '../http/read-body.ts';
import { bodyLimits } from '../service-config.ts';
import { authPrefixes } from './auth-prefixes.ts';
import { exchangeAuthorizationCode, oauthError, refreshTokens, type GrantResult } from './token-grants.ts';
import { tokenRequestFields, tokenRequestFormat } from './token-request-body.ts';

function stringField(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every client is public (PKCE, no secret). A client that authenticates anyway (a `client_secret`,
 * or HTTP authentication, as the WorkOS SDK does when built with an API key) is configured as a
 * confidential client, and what it sends as a secret may be a real API key: it is refused with
 * RFC 6749's invalid_client instead of being silently ignored, so the misconfiguration shows.
 */
function clientAuthentication(
  authorization: string | undefined,
  body: Record<string, unknown>,
): GrantResult | null {
  const secret = body['client_secret'];
  const sentSecret = secret !== undefined && secret !== null && secret !== '';
  if (authorization === undefined && !sentSecret) return null;
  return {
    status: 401,
    body: {
      error: 'invalid_client',
      error_description:
        'This client is public: send client_id and no client_secret or Authorization header.',
    },
  };
}

/** RFC 6749 section 5.2: refused HTTP authentication is answered with a challenge in its scheme. */
function challengeFor(result: GrantResult, authorization: string | undefined): Record<string, string> {
  if (result.status !== 401 || authorization === undefined) return {};
  const scheme = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+/.exec(authorization)?.[0] ?? 'Basic';
  return { 'WWW-Authenticate': `${scheme} realm="stint-sign-in"` };
}

async function grant(
  context: Parameters<RouteModule>[1],
  body: Record<string, unknown>,
): Promise<GrantResult> {
  const grantType = stringField(body, 'grant_type');
  const clientId = stringField(body, 'client_id');
  if (grantType === undefined || grantType === null)
    return oauthError('invalid_request', 'grant_type is required.');
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
    return oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  }
  if (clientId === undefined || clientId === null || clientId === '') {
    return oauthError('invalid_request', 'client_id is required.');
  }
  if (grantType === 'authorization_code') {
    const code = stringField(body, 'code');
    const codeVerifier = stringField(body, 'code_verifier');
    const redirectUri = stringField(body, 'redirect_uri');
    if (typeof code !== 'string' || code === '') return oauthError('invalid_request', 'code is required.');
    if (typeof codeVerifier !== 'string' || codeVerifier === '') {
      return oauthError('invalid_request', 'code_verifier is required.');
    }
    if (redirectUri === undefined) return oauthError('invalid_request', 'redirect_uri must be a string.');
    return exchangeAuthorizationCode(context, { clientId, code, codeVerifier, redirectUri });
  }
  const refreshToken = stringField(body, 'refresh_token');
  const organizationId = stringField(body, 'organization_id');
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    return oauthError('invalid_request', 'refresh_token is required.');
  }
  if (organizationId === undefined) return oauthError('invalid_request', 'organization_id must be a string.');
  return refreshTokens(context, {
    clientId,
    refreshToken,
    organizationId: organizationId === '' ? null : organizationId,
  });
}

/**
 * POST {auth}/user_management/authenticate: code exchange and refresh, at `/auth` and at the host
 * root (the WorkOS SDK's path). The body is the spec's JSON or RFC 6749's form encoding; no client
 * secret. `Cache-Control: no-store` (RFC 6749 section 5.1) comes with every answer of the service.
 */
export const authenticateRoutes: RouteModule = (router, context) => {
  for (const prefix of authPrefixes) {
    router.add('POST', `${prefix}/user_management/authenticate`, async ({ req, res }) => {
      const format = tokenRequestFormat(req.headers['content-type']);
      if (format === null) {
        sendJson(res, 415, {
          error: 'invalid_request',
          error_description: 'Content-Type must be application/json or application/x-www-form-urlencoded.',
        });
        return;
      }
      const read = await readBody(req, format === 'json' ? bodyLimits.json : bodyLimits.form);
      if (!read.ok) {
        sendJson(
          res,
          read.status,
          { error: 'invalid_request', error_description: read.reason },
          { Connection: 'close' },
        );
        return;
      }
      const fields = tokenRequestFields(format, read.text);
      if (!fields.ok) {
        sendJson(res, 400, { error: 'invalid_request', error_description: fields.description });
        return;
      }
      const result =
        clientAuthentication(req.headers.authorization, fields.fields) ??
        (await grant(context, fields.fields));
      sendJson(res, result.status, result.body, {
        Pragma: 'no-cache',
        ...challengeFor(result, req.headers.authorization),
      });
    });
  }
};
