import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test OAuth client the way the desktop app is one (RFC 8252): PKCE values from the CSPRNG and
 * a one-request listener on 127.0.0.1 at /callback that hands back `code` and `state`.
 */
export interface LoopbackClient {
  readonly verifier: string;
  readonly challenge: string;
  readonly state: string;
  readonly redirectUri: string;
  readonly callback: Promise<URLSearchParams>;
  authorizeUrl(serviceUrl: string, extra?: Record<string, string>): string;
  close(): Promise<void>;
}

export async function startLoopbackClient(): Promise<LoopbackClient> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  let deliver: (params: URLSearchParams) => void = () => undefined;
  const callback = new Promise<URLSearchParams>((resolve) => (deliver = resolve));
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Stint</title><h1>Signed in</h1><p>You can close this window.</p>');
    deliver(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  return {
    verifier,
    challenge,
    state,
    redirectUri,
    callback,
    authorizeUrl(serviceUrl, extra = {}) {
      const url = new URL('/auth/user_management/authorize', serviceUrl);
      const params = {
        response_type: 'code',
        client_id: 'stint-desktop',
        redirect_uri: redirectUri,
        provider: 'authkit',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
        ...extra,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
