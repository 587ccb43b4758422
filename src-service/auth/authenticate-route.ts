import type { RouteModule } from '../http/route-module.ts';
import { sendJson } from '../http/json-response.ts';
import { isJsonContentType, isPlainObject, parseJson, readBody } from '../http/read-body.ts';
import { bodyLimits } from '../service-config.ts';
import { exchangeAuthorizationCode, oauthError, refreshTokens, type GrantResult } from './token-grants.ts';

function stringField(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function grant(context: Parameters<RouteModule>[1], body: Record<string, unknown>): GrantResult {
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
    if (typeof code !== 'string' || code === '') return oauthError('invalid_request', 'code is required.');
    if (typeof codeVerifier !== 'string' || codeVerifier === '') {
      return oauthError('invalid_request', 'code_verifier is required.');
    }
    return exchangeAuthorizationCode(context, { clientId, code, codeVerifier });
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

/** POST /auth/user_management/authenticate: code exchange and refresh (JSON, no client secret). */
export const authenticateRoutes: RouteModule = (router, context) => {
  router.add('POST', '/auth/user_management/authenticate', async ({ req, res }) => {
    if (!isJsonContentType(req.headers['content-type'])) {
      sendJson(res, 415, {
        error: 'invalid_request',
        error_description: 'Content-Type must be application/json.',
      });
      return;
    }
    const read = await readBody(req, bodyLimits.json);
    if (!read.ok) {
      sendJson(
        res,
        read.status,
        { error: 'invalid_request', error_description: read.reason },
        { Connection: 'close' },
      );
      return;
    }
    const parsed = parseJson(read.text);
    if (!parsed.ok || !isPlainObject(parsed.value)) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'The body must be a JSON object.' });
      return;
    }
    const result = grant(context, parsed.value);
    sendJson(res, result.status, result.body, { Pragma: 'no-cache' });
  });
};
