import { z } from 'zod';
import { v1Json, v1Request, type V1HttpOptions } from './v1-http.ts';
import { V1Error } from './v1-errors.ts';

/** The login result of the v1 document: a token and a single-use refresh token, each with its expiry. */
export interface V1LoginResult {
  readonly token: string;
  readonly expiresAt: number;
  readonly refreshToken: string;
  readonly refreshExpiresAt: number | null;
}

const dateLike = z
  .union([z.date(), z.number()])
  .transform((value) => (typeof value === 'number' ? value : value.getTime()));

const loginSchema = z.object({
  token: z.string().min(1),
  expiration: dateLike,
  refreshToken: z.string().min(1),
  refreshExpiration: dateLike.nullish(),
});

const accountsSchema = z.array(z.object({ url: z.string().min(1), name: z.string().nullish() }));

export interface V1AccountAddress {
  /** The account address prefix (`acme`), or a full tenant address when the service gives one. */
  readonly url: string;
  readonly name: string | null;
}

export interface V1AuthOptions extends V1HttpOptions {
  /** `{public_url}`: tenants live under `{publicUrl}/t/{account}`. */
  readonly publicUrl: string;
  readonly applicationKey: string;
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/**
 * The v1 interface's authentication resources: login (password or secret key), refresh, secret
 * key creation and `register/findurl`. The application key is sent only here, never with tokens.
 */
export class V1Auth {
  readonly #options: V1AuthOptions;
  readonly #publicUrl: string;

  constructor(options: V1AuthOptions) {
    this.#options = options;
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  /** `{public_url}/t/{account}/v1`, or the address the service gave in full. */
  tenantBaseUrl(address: string): string {
    if (/^https?:\/\//i.test(address)) {
      const trimmed = address.replace(/\/+$/, '');
      return trimmed.endsWith('/v1') ? trimmed : `${trimmed}/v1`;
    }
    return `${this.#publicUrl}/t/${encodeURIComponent(address)}/v1`;
  }

  /** Every account the e-mail address belongs to. */
  async findAccounts(email: string): Promise<V1AccountAddress[]> {
    const url = new URL(`${this.#publicUrl}/v1/register/findurl`);
    url.searchParams.set('email', email);
    url.searchParams.set('apikey', this.#options.applicationKey);
    const value = v1Json(
      await v1Request(url.href, { headers: { Accept: 'application/json' } }, this.#options),
    );
    const parsed = accountsSchema.safeParse(value);
    if (!parsed.success) throw new V1Error(200, null);
    return parsed.data.map((entry) => ({ url: entry.url, name: entry.name ?? null }));
  }

  login(baseUrl: string, user: string, password: string): Promise<V1LoginResult> {
    return this.#login(baseUrl, basic(user, password));
  }

  /** The secret key is the Basic user name; no password is sent. */
  loginWithSecretKey(baseUrl: string, secretKey: string): Promise<V1LoginResult> {
    return this.#login(baseUrl, basic(secretKey, ''));
  }

  async refresh(baseUrl: string, refreshToken: string): Promise<V1LoginResult> {
    const url = new URL(`${baseUrl}/auth/refreshtoken`);
    url.searchParams.set('apikey', this.#options.applicationKey);
    url.searchParams.set('refresh_token', refreshToken);
    return parseLogin(
      v1Json(await v1Request(url.href, { headers: { Accept: 'application/json' } }, this.#options)),
    );
  }

  /** Creates a secret key for this device and answers its value. */
  async createSecretKey(baseUrl: string, token: string, name: string): Promise<string> {
    const url = new URL(`${baseUrl}/users/@self/secretkeys`);
    url.searchParams.set('response_object', 'true');
    url.searchParams.set('token', token);
    const value = v1Json(
      await v1Request(
        url.href,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name }),
        },
        this.#options,
      ),
    );
    const key = secretKeyValue(value);
    if (key === null) throw new V1Error(200, null);
    return key;
  }

  /**
   * A session of the account at `baseUrl` for the person whose `token` (of any of their accounts)
   * is given: docs/v1-session-exchange.md. A service without the exchange answers a V1Error.
   */
  async exchange(baseUrl: string, token: string): Promise<V1LoginResult> {
    const url = new URL(`${baseUrl}/auth/exchange`);
    url.searchParams.set('apikey', this.#options.applicationKey);
    const response = await v1Request(
      url.href,
      { method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
      this.#options,
    );
    return parseLogin(v1Json(response));
  }

  async #login(baseUrl: string, authorization: string): Promise<V1LoginResult> {
    const url = new URL(`${baseUrl}/auth/login`);
    url.searchParams.set('apikey', this.#options.applicationKey);
    const response = await v1Request(
      url.href,
      { headers: { Accept: 'application/json', Authorization: authorization } },
      this.#options,
    );
    return parseLogin(v1Json(response));
  }
}

function parseLogin(value: unknown): V1LoginResult {
  const parsed = loginSchema.safeParse(value);
  if (!parsed.success) throw new V1Error(200, null);
  return {
    token: parsed.data.token,
    expiresAt: parsed.data.expiration,
    refreshToken: parsed.data.refreshToken,
    refreshExpiresAt: parsed.data.refreshExpiration ?? null,
  };
}

/** The shape of a created secret key is not shown in the document; these are the names it may use. */
function secretKeyValue(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const field of ['secretKey', 'key', 'secret', 'value']) {
    const candidate = record[field];
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return null;
}
