import { startTestService, type TestService } from '../../testing/test-service.ts';

export const appKey = 'demo-application-key';

export interface V1Response {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body as JSON (undefined when empty or not JSON). */
  readonly json: unknown;
}

export interface V1TestClient {
  readonly service: TestService;
  readonly base: (account?: string) => string;
  request(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      raw?: string | Buffer;
      headers?: Record<string, string>;
      token?: string | null;
    },
  ): Promise<V1Response>;
  login(email: string, password: string, account?: string): Promise<string>;
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/**
 * A demo-seeded service and a small client for the v1 interface over real HTTP: `path` is
 * relative to `/t/{account}/v1/` (or absolute when it starts with `/`), and the token of the last
 * login is added unless told otherwise.
 */
export async function startV1(options: Parameters<typeof startTestService>[0] = {}): Promise<V1TestClient> {
  const service = await startTestService(options);
  let token: string | null = null;
  const base = (account = 'acme'): string => `${service.url}/t/${account}/v1`;
  const client: V1TestClient = {
    service,
    base,
    async request(method, path, opts = {}) {
      const url = new URL(path.startsWith('/') ? `${service.url}${path}` : `${base()}/${path}`);
      const useToken = opts.token === undefined ? token : opts.token;
      if (useToken !== null && !url.searchParams.has('token')) url.searchParams.set('token', useToken);
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      let body: string | Buffer | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['Content-Type'] ??= 'application/json';
      }
      const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
      const text = await res.text();
      let json: unknown;
      try {
        json = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, text, json };
    },
    async login(email, password, account = 'acme') {
      const res = await fetch(`${base(account)}/auth/login?apikey=${appKey}`, {
        headers: { Authorization: basic(email, password) },
      });
      const body = (await res.json()) as { token?: string };
      if (res.status !== 200 || typeof body.token !== 'string')
        throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
      token = body.token;
      return body.token;
    },
  };
  return client;
}

export { basic };
