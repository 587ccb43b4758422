/** The hosted-login provider value the authorize request must carry. */
export const hostedLoginProvider = 'authkit';

export interface PublicClient {
  readonly id: string;
  readonly name: string;
}

/**
 * OAuth clients the sign-in service knows. All are public (PKCE, no secret) native apps that
 * receive the code on a loopback listener (RFC 8252): `http://127.0.0.1:<port>/callback`.
 */
export const publicClients: ReadonlyMap<string, PublicClient> = new Map([
  ['stint-desktop', { id: 'stint-desktop', name: 'Stint' }],
]);

const loopbackCallback = /^http:\/\/127\.0\.0\.1:([1-9][0-9]{0,4})\/callback$/;

/**
 * Whether `uri` is exactly `http://127.0.0.1:<port>/callback` (any port 1-65535, nothing else: no
 * user info, query, fragment, other host or path), so a redirect can only reach this computer.
 */
export function isLoopbackRedirectUri(uri: string): boolean {
  const match = loopbackCallback.exec(uri);
  if (match?.[1] === undefined) return false;
  const port = Number(match[1]);
  return port >= 1 && port <= 65535;
}
