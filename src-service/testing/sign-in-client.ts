// A scripted browser for the hosted sign-in pages (plain fetch, cookies kept by hand), for
// integration tests and benchmarks. The end-to-end test drives the same pages in Chromium.
import { createHash, randomBytes } from 'node:crypto';

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
  readonly state: string;
  readonly redirectUri: string;
}

export function newPkce(callbackPort = 53682): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(16).toString('base64url'),
    redirectUri: `http://127.0.0.1:${callbackPort}/callback`,
  };
}

export function authorizeUrl(baseUrl: string, pkce: Pkce, extra: Record<string, string> = {}): string {
  const url = new URL('/auth/user_management/authorize', baseUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: 'stint-desktop',
    redirect_uri: pkce.redirectUri,
    provider: 'authkit',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: pkce.state,
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** A page as the scripted browser saw it. */
export interface Page {
  readonly status: number;
  readonly html: string;
  readonly location: string | null;
  readonly headers: Headers;
}

export class ScriptedBrowser {
  readonly #baseUrl: string;
  readonly #cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  async get(url: string): Promise<Page> {
    return this.#keep(
      await fetch(new URL(url, this.#baseUrl), { redirect: 'manual', headers: this.#cookieHeader() }),
    );
  }

  /**
   * Posts a form the way a browser does from one of the service's pages; `headers` override
   * those, and an empty value leaves a header out.
   */
  async post(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Page> {
    const merged: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: this.#baseUrl,
      'Sec-Fetch-Site': 'same-origin',
      ...this.#cookieHeader(),
      ...headers,
    };
    const res = await fetch(new URL(path, this.#baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')),
      body: new URLSearchParams(fields).toString(),
    });
    return this.#keep(res);
  }

  #cookieHeader(): Record<string, string> {
    if (this.#cookies.size === 0) return {};
    return { Cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  async #keep(res: Response): Promise<Page> {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair === undefined || index < 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return {
      status: res.status,
      html: await res.text(),
      location: res.headers.get('location'),
      headers: res.headers,
    };
  }
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The value of a hidden (or any) input by name in a page. */
export function inputValue(html: string, name: string): string | null {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? null : decode(match[1]);
}

/**
 * The prefix the hosted sign-in was opened under (`/auth`, or '' at the host root where the WorkOS
 * SDK opens it): its forms post back there.
 */
function signInPrefix(url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  return path.endsWith('/user_management/authorize')
    ? path.slice(0, -'/user_management/authorize'.length)
    : '/auth';
}

/** The organization radios of the choice page: title -> authOrganizationId. */
export function organizationChoices(html: string): Map<string, string> {
  const choices = new Map<string, string>();
  for (const match of html.matchAll(
    /<input type="radio" name="organization" value="([^"]+)"[^>]*> ([^<]+)<\/label>/g,
  )) {
    if (match[1] !== undefined && match[2] !== undefined) choices.set(decode(match[2]), decode(match[1]));
  }
  return choices;
}

export type SignInOutcome =
  | {
      readonly kind: 'redirected';
      readonly location: URL;
      readonly code: string | null;
      readonly state: string | null;
    }
  | { readonly kind: 'page'; readonly page: Page };

function outcome(page: Page): SignInOutcome {
  if (page.status === 303 && page.location !== null && page.location.startsWith('http://127.0.0.1')) {
    const location = new URL(page.location);
    return {
      kind: 'redirected',
      location,
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    };
  }
  return { kind: 'page', page };
}

/**
 * Opens the authorize URL, signs in with the form, and picks `organization` (a title) when the
 * choice page appears. Answers the redirect to the client's callback, or the page it stopped on.
 */
export async function signIn(
  browser: ScriptedBrowser,
  url: string,
  credentials: { email: string; password: string; organization?: string },
): Promise<SignInOutcome> {
  const start = await browser.get(url);
  if (start.status !== 200) return { kind: 'page', page: start };
  const request = inputValue(start.html, 'request') ?? '';
  const csrf = inputValue(start.html, 'csrf') ?? '';
  const prefix = signInPrefix(url);
  const afterPassword = await browser.post(`${prefix}/user_management/authorize/sign-in`, {
    request,
    csrf,
    email: credentials.email,
    password: credentials.password,
  });
  const result = outcome(afterPassword);
  if (result.kind === 'redirected' || credentials.organization === undefined) return result;
  const choice = organizationChoices(afterPassword.html).get(credentials.organization);
  if (choice === undefined) return result;
  return outcome(
    await browser.post(`${prefix}/user_management/authorize/organization`, {
      request,
      csrf,
      organization: choice,
    }),
  );
}

export interface TokenResponseBody {
  readonly user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    email_verified: boolean;
  };
  readonly organization_id?: string;
  readonly access_token: string;
  readonly refresh_token: string;
}

export async function authenticate(
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL('/auth/user_management/authenticate', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The whole flow: sign in as `email` in `organization` and exchange the code. */
export async function signInForTokens(
  baseUrl: string,
  credentials: { email: string; password: string; organization?: string },
  extra: Record<string, string> = {},
): Promise<TokenResponseBody> {
  const pkce = newPkce();
  const result = await signIn(new ScriptedBrowser(baseUrl), authorizeUrl(baseUrl, pkce, extra), credentials);
  if (result.kind !== 'redirected' || result.code === null) {
    throw new Error(
      `sign-in did not redirect with a code (${result.kind === 'page' ? result.page.status : 'no code'})`,
    );
  }
  const exchanged = await authenticate(baseUrl, {
    grant_type: 'authorization_code',
    client_id: 'stint-desktop',
    code: result.code,
    code_verifier: pkce.verifier,
  });
  if (exchanged.status !== 200) throw new Error(`code exchange failed: ${JSON.stringify(exchanged.body)}`);
  return exchanged.body as unknown as TokenResponseBody;
}

export interface GraphAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export async function graph(
  baseUrl: string,
  query: string,
  credential: { token?: string; apiKey?: string; headers?: Record<string, string> } = {},
  variables?: Record<string, unknown>,
): Promise<GraphAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...credential.headers };
  if (credential.token !== undefined) headers['Authorization'] = `Bearer ${credential.token}`;
  if (credential.apiKey !== undefined) headers['X-Api-Key'] = credential.apiKey;
  const res = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, ...(variables === undefined ? {} : { variables }) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
