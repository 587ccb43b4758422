/**
 * Where the sign-in service answers: under `/auth` (the spec's `{auth_url}`) and at the host root,
 * where the WorkOS SDK builds its paths (`/user_management/...`, `/sso/jwks/...`) from
 * `apiHostname` and `port` alone. Routes are registered once per prefix from this list.
 */
export type AuthPrefix = '/auth' | '';

export const authPrefixes: readonly AuthPrefix[] = ['/auth', ''];
