import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support only: a small HTTP server that follows the addendum's token endpoint contract
 * (`POST /auth/user_management/authenticate`), so the client's token handling can be tested over
 * real HTTP with failures the real service is never asked to produce (429, 503, slow answers).
 * Integration tests against the embedded service cover the same paths with the real thing.
 */
export interface FakeTokenService {
  readonly url: string;
  readonly authUrl: string;
  /** Every grant the server received, in order (refresh tokens are the values sent). */
  readonly grants: {
    readonly type: string;
    readonly refreshToken?: string;
    readonly organizationId?: string;
  }[];
  /** Issues a code for `verifier`, as the authorize page would. */
  issueCode(verifier: string, organizationId?: string | null): string;
  /** A refresh token the server accepts, with its organization. */
  issueRefreshToken(organizationId?: string | null): string;
  /** Queue answers for the next requests: a status with an optional body and headers. */
  failNext(...answers: { status: number; body?: unknown; headers?: Record<string, string> }[]): void;
  /** Holds every answer until `release()`. */
  hold(): () => void;
  accessTtlSeconds: number;
  close(): Promise<void>;
}

interface Grant {
  readonly organizationId: string | null;
}

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function fakeAccessToken(exp: number, organizationId: string | null): string {
  const claims: Record<string, unknown> = {
    sub: 'user_1',
    exp,
    iat: exp - 300,
    jti: randomBytes(8).toString('hex'),
  };
  if (organizationId !== null) claims['org_id'] = organizationId;
  return `${part({ alg: 'none' })}.${part(claims)}.x`;
}

export async function startFakeTokenService(options: { now?: () => number } = {}): Promise<FakeTokenService> {
  const now = options.now ?? Date.now;
  const codes = new Map<string, { challenge: string; organizationId: string | null }>();
  const refreshTokens = new Map<string, Grant>();
  const failures: { status: number; body?: unknown; headers?: Record<string, string> }[] = [];
  const grants: FakeTokenService['grants'] = [];
  let held: Promise<void> | null = null;

  const answer = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const tokens = (grant: Grant) => {
    const refresh = randomBytes(24).toString('base64url');
    refreshTokens.set(refresh, grant);
    return {
      user: {
        id: 'user_1',
        email: 'alice@example.com',
        first_name: 'Alice',
        last_name: 'Smith',
        email_verified: true,
      },
      organization_id: grant.organizationId,
      access_token: fakeAccessToken(
        Math.floor(now() / 1000) + service.accessTtlSeconds,
        grant.organizationId,
      ),
      refresh_token: refresh,
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (held !== null) await held;
    if (req.method !== 'POST' || req.url !== '/auth/user_management/authenticate') {
      answer(res, 404, { error: 'not_found' });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      answer(res, 400, { error: 'invalid_request', error_description: 'Body is not JSON.' });
      return;
    }
    const type = String(body['grant_type']);
    const refreshToken = typeof body['refresh_token'] === 'string' ? body['refresh_token'] : undefined;
    const organizationId = typeof body['organization_id'] === 'string' ? body['organization_id'] : undefined;
    grants.push({
      type,
      ...(refreshToken === undefined ? {} : { refreshToken }),
      ...(organizationId === undefined ? {} : { organizationId }),
    });
    const failure = failures.shift();
    if (failure !== undefined) {
      answer(res, failure.status, failure.body ?? { error: 'server_error' }, failure.headers);
      return;
    }
    if (body['client_id'] !== 'stint-desktop') {
      answer(res, 400, { error: 'invalid_grant', error_description: 'Unknown client.' });
      return;
    }
    if (type === 'authorization_code') {
      const code = codes.get(String(body['code']));
      codes.delete(String(body['code']));
      const verifier = String(body['code_verifier']);
      if (
        code === undefined ||
        createHash('sha256').update(verifier).digest('base64url') !== code.challenge
      ) {
        answer(res, 400, { error: 'invalid_grant', error_description: 'The code is invalid.' });
        return;
      }
      answer(res, 200, tokens({ organizationId: code.organizationId }));
      return;
    }
    if (type === 'refresh_token') {
      const grant = refreshToken === undefined ? undefined : refreshTokens.get(refreshToken);
      if (grant === undefined || refreshToken === undefined) {
        answer(res, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid.' });
        return;
      }
      refreshTokens.delete(refreshToken);
      answer(res, 200, tokens({ organizationId: organizationId ?? grant.organizationId }));
      return;
    }
    answer(res, 400, { error: 'unsupported_grant_type' });
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service: FakeTokenService = {
    url,
    authUrl: `${url}/auth`,
    grants,
    accessTtlSeconds: 300,
    issueCode(verifier, organizationId = 'org_acme') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: createHash('sha256').update(verifier).digest('base64url'),
        organizationId,
      });
      return code;
    },
    issueRefreshToken(organizationId = 'org_acme') {
      const refresh = randomBytes(24).toString('base64url');
      refreshTokens.set(refresh, { organizationId });
      return refresh;
    },
    failNext(...answers) {
      failures.push(...answers);
    },
    hold() {
      let release = (): void => undefined;
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return service;
}
