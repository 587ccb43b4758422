import { NoOrganizationError } from './auth-errors.ts';
import { readAccessTokenClaims } from './jwt-claims.ts';
import type { RefreshGrant, TokenResponse } from './token-endpoint.ts';
import type { IssuedTokens, TokenGrant } from './token-manager.ts';

/** Reads a token response into the manager's terms; a token without `org_id` is a failed sign-in. */
export function issuedFromResponse(response: TokenResponse): IssuedTokens<TokenResponse> {
  const claims = readAccessTokenClaims(response.accessToken);
  if (claims.organizationId === null) throw new NoOrganizationError();
  return {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    expiresAt: claims.expiresAt,
    organizationId: claims.organizationId,
    response,
  };
}

/** The sign-in service's refresh grant, for the token manager. */
export function oauthGrant(endpoint: RefreshGrant): TokenGrant<TokenResponse> {
  return {
    async refresh(refreshToken, organizationId) {
      return issuedFromResponse(await endpoint.refresh(refreshToken, organizationId));
    },
  };
}
