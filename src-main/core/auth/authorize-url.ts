export interface AuthorizeParameters {
  readonly authUrl: string;
  readonly clientId: string;
  readonly provider: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly state: string;
  readonly screenHint?: 'sign-in' | 'sign-up' | undefined;
  /** An `authOrganizationId` to pre-select. */
  readonly organizationId?: string | undefined;
  readonly loginHint?: string | undefined;
}

/** `GET {auth_url}/user_management/authorize` with exactly the spec's parameters. */
export function buildAuthorizeUrl(parameters: AuthorizeParameters): string {
  const url = new URL(`${parameters.authUrl.replace(/\/+$/, '')}/user_management/authorize`);
  const query = url.searchParams;
  query.set('response_type', 'code');
  query.set('client_id', parameters.clientId);
  query.set('redirect_uri', parameters.redirectUri);
  query.set('provider', parameters.provider);
  query.set('code_challenge', parameters.challenge);
  query.set('code_challenge_method', 'S256');
  query.set('state', parameters.state);
  if (parameters.organizationId !== undefined) query.set('organization_id', parameters.organizationId);
  if (parameters.screenHint !== undefined) query.set('screen_hint', parameters.screenHint);
  if (parameters.loginHint !== undefined) query.set('login_hint', parameters.loginHint);
  return url.href;
}
