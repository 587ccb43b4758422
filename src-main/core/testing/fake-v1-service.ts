import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support only: the v1 authentication resources and one collection, following the v1
 * document and addendum B (error bodies, `/Date(ms)/`, single-use refresh tokens, optimistic
 * locking), so the client can be tested over real HTTP with failures on demand. Integration tests
 * run the same client against the embedded service.
 */
export interface FakeV1Service {
  readonly url: string;
  readonly requests: { method: string; path: string; query: URLSearchParams }[];
  readonly secretKeys: Set<string>;
  projects: { id: string; version: number; name: string; createdAt: number }[];
  tokenTtlMs: number;
  /** Expire every token issued so far. */
  expireTokens(): void;
  failNext(status: number, body?: unknown, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

const appKey = 'demo-application-key';
const error = (status: number, code: string, message: string, description?: string) => ({
  status,
  code,
  message,
  ...(description === undefined ? {} : { description }),
});

export async function startFakeV1Service(): Promise<FakeV1Service> {
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const failures: { status: number; body?: unknown; headers?: Record<string, string> }[] = [];

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const login = () => {
    const token = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    tokens.set(token, Date.now() + service.tokenTtlMs);
    refreshTokens.add(refresh);
    return {
      token,
      expiration: `/Date(${Date.now() + service.tokenTtlMs})/`,
      refreshToken: refresh,
      refreshExpiration: `/Date(${Date.now() + 7 * 86_400_000})/`,
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    service.requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams });
    const failure = failures.shift();
    if (failure !== undefined) return send(res, failure.status, failure.body, failure.headers);
    const path = url.pathname;
    if (path === '/v1/register/findurl') {
      if (url.searchParams.get('apikey') !== appKey)
        return send(res, 401, error(401, 'PE01-1001', 'Unauthorized'));
      return send(
        res,
        200,
        url.searchParams.get('email') === 'alice@example.com'
          ? [
              { url: 'acme', name: 'Acme Studio' },
              { url: 'globex', name: 'Globex Labs' },
            ]
          : [],
      );
    }
    if (!path.startsWith('/t/acme/v1/')) return send(res, 401, error(401, 'PE01-1005', 'Tenant unknown'));
    const rest = path.slice('/t/acme/v1/'.length);
    if (rest === 'auth/login') {
      if (url.searchParams.get('apikey') !== appKey)
        return send(res, 401, error(401, 'PE01-1001', 'Unauthorized'));
      const header = req.headers.authorization ?? '';
      const [user, password] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      const ok =
        (user === 'alice@example.com' && password === 'alice-password') ||
        (password === '' && service.secretKeys.has(user ?? ''));
      return ok ? send(res, 200, login()) : send(res, 401, error(401, 'PE01-1001', 'Unauthorized'));
    }
    if (rest === 'auth/refreshtoken') {
      const refresh = url.searchParams.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh))
        return send(res, 401, error(401, 'PE01-1011', 'Refresh token invalid or expired'));
      return send(res, 200, login());
    }
    const token = url.searchParams.get('token');
    if (token === null) return send(res, 400, error(400, 'PE01-1002', 'Token missing'));
    const expires = tokens.get(token);
    if (expires === undefined || expires < Date.now())
      return send(res, 401, error(401, 'PE01-1010', 'Token invalid or expired'));
    if (rest === 'users/@self/secretkeys' && req.method === 'POST') {
      const key = randomBytes(24).toString('base64url');
      service.secretKeys.add(key);
      return send(res, 200, { id: randomUUID(), version: 1, secretKey: key });
    }
    if (rest === 'time/projects' && req.method === 'GET') {
      const top = Math.min(Number(url.searchParams.get('$top') ?? 1000), 1000);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      return send(
        res,
        200,
        service.projects.slice(skip, skip + top).map((p) => ({ ...p, createdAt: `/Date(${p.createdAt})/` })),
      );
    }
    const put = /^time\/projects\/([^/]+)$/.exec(rest);
    if (put !== null && req.method === 'PUT') {
      const project = service.projects.find((p) => p.id === put[1]);
      if (project === undefined) return send(res, 404, error(404, 'PE01-1101', 'Object not found'));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { version?: number; name?: string };
      if (body.version !== project.version) {
        return send(res, 409, error(409, 'PE01-1107', 'Version stale', 'Project.name changed in version 2'));
      }
      project.version += 1;
      if (body.name !== undefined) project.name = body.name;
      return url.searchParams.get('response_object') === 'true'
        ? send(res, 200, { ...project, createdAt: `/Date(${project.createdAt})/` })
        : send(res, 204, undefined);
    }
    return send(res, 404, error(404, 'PE01-9003', 'Resource not found'));
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service: FakeV1Service = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    secretKeys: new Set(),
    projects: [],
    tokenTtlMs: 3_600_000,
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    failNext(status, body, headers) {
      failures.push({
        status,
        ...(body === undefined ? {} : { body }),
        ...(headers === undefined ? {} : { headers }),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return service;
}
