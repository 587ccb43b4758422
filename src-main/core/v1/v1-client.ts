import { encodeV1Dates } from '../../../src-shared/wire/v1-date.ts';
import { tokenRejectedCodes, V1Error, V1UnavailableError } from './v1-errors.ts';
import { v1Json, v1Request, type V1HttpOptions, type V1Response } from './v1-http.ts';

/** Where tokens come from: a valid one, and a replacement after the service refused one. */
export interface V1TokenSource {
  token(): Promise<string>;
  replaceRejected(usedToken: string): Promise<string>;
}

export type V1QueryValue = string | number | boolean | Date;
export type V1Query = Readonly<Record<string, V1QueryValue | undefined>>;

/** A PUT body: the fields to change plus the `version` they were read at. */
export type V1Update = Readonly<Record<string, unknown>> & { readonly version: number };

/** The most records one collection response carries. */
export const v1PageSize = 1000;

export interface V1ClientOptions extends V1HttpOptions {
  /** `{base_url}/v1`, e.g. `https://stint.example.com/t/acme/v1`. */
  readonly baseUrl: string;
  readonly tokens: V1TokenSource;
  /** Waits before a request the service turned away for load is sent again (tests pass their clock). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * How often one request is sent again after the service asked to slow down, and the longest it
 * waits in all: a person looking at a screen should not wait longer for an answer.
 */
const loadRetries = 4;
const longestLoadWaitMs = 30_000;

const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A refusal for load that names when to come back, soon enough to wait for: the service's rate
 * limit (503 or 429 with Retry-After). The request was not carried out, so any method may be sent again.
 */
function loadWaitMs(error: unknown): number | null {
  if (!(error instanceof V1UnavailableError)) return null;
  if (error.status !== 503 && error.status !== 429) return null;
  return error.retryAfterMs;
}

/**
 * The app's one client of the v1 interface for one organization. Every request carries the
 * token as the `token` query parameter (refreshed ahead of expiry by the token source, and
 * replaced once when the service calls it invalid), dates travel as `/Date(ms)/` and come back as
 * `Date`, failures arrive as V1Error (V1StaleVersionError for a stale `version`).
 */
export class V1Client {
  readonly baseUrl: string;
  readonly #tokens: V1TokenSource;
  readonly #http: V1HttpOptions;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: V1ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#tokens = options.tokens;
    this.#http = options;
    this.#sleep = options.sleep ?? realSleep;
  }

  async get<T = unknown>(path: string, query: V1Query = {}): Promise<T> {
    return v1Json(await this.#send('GET', path, query)) as T;
  }

  /** One page of a collection (at most 1000 records). */
  async list<T = unknown>(resource: string, query: V1Query = {}): Promise<T[]> {
    const value = v1Json(await this.#send('GET', resource, query));
    if (!Array.isArray(value)) throw new V1Error(200, null);
    return value as T[];
  }

  /**
   * Every record of a collection, fetched 1000 at a time with `$top`/`$skip` as the consumer
   * reads them. A `$top` in the query limits the total; a `$skip` is where it starts.
   */
  async *iterate<T = unknown>(resource: string, query: V1Query = {}): AsyncGenerator<T, void, undefined> {
    const limit = typeof query['$top'] === 'number' ? query['$top'] : Infinity;
    let skip = typeof query['$skip'] === 'number' ? query['$skip'] : 0;
    let yielded = 0;
    while (yielded < limit) {
      const top = Math.min(v1PageSize, limit - yielded);
      const page = await this.list<T>(resource, { ...query, $top: top, $skip: skip });
      for (const record of page) {
        yield record;
        yielded += 1;
      }
      if (page.length < top) return;
      skip += page.length;
    }
  }

  async count(resource: string, filter?: string): Promise<number> {
    const response = await this.#send(
      'GET',
      `${resource}/$count`,
      filter === undefined ? {} : { $filter: filter },
    );
    const value = Number(response.text.trim());
    if (!Number.isInteger(value) || value < 0) throw new V1Error(response.status, null);
    return value;
  }

  /** POST a new record; with `responseObject` the created record comes back. */
  async create<T = unknown>(
    resource: string,
    body: object,
    options: { responseObject?: boolean } = {},
  ): Promise<T | undefined> {
    const query = options.responseObject === true ? { response_object: true } : {};
    return v1Json(await this.#send('POST', resource, query, body)) as T | undefined;
  }

  /** PUT changes with the `version` they were read at; a stale one fails with V1StaleVersionError. */
  async update<T = unknown>(
    resource: string,
    id: string,
    body: V1Update,
    options: { responseObject?: boolean } = {},
  ): Promise<T | undefined> {
    if (typeof (body as { version?: unknown }).version !== 'number') {
      throw new TypeError('A v1 update must carry the version of the record it changes.');
    }
    const query = options.responseObject === true ? { response_object: true } : {};
    return v1Json(await this.#send('PUT', `${resource}/${encodeURIComponent(id)}`, query, body)) as
      T | undefined;
  }

  /** `$set`: writes the fields regardless of version. */
  async set(resource: string, id: string, fields: V1Query): Promise<void> {
    await this.#send('POST', `${resource}/${encodeURIComponent(id)}/$set`, fields);
  }

  async delete(resource: string, id: string, options: { hard?: boolean } = {}): Promise<void> {
    await this.#send(
      'DELETE',
      `${resource}/${encodeURIComponent(id)}`,
      options.hard === true ? { hard: true } : {},
    );
  }

  /** Any other call (views, reports, `$restore`...), JSON both ways. */
  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    query: V1Query = {},
    body?: unknown,
  ): Promise<T | undefined> {
    return v1Json(await this.#send(method, path, query, body)) as T | undefined;
  }

  /** Sends once more, up to a few times, when the service asks to come back shortly. */
  async #send(method: string, path: string, query: V1Query, body?: unknown): Promise<V1Response> {
    let waited = 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.#sendWithToken(method, path, query, body);
      } catch (error) {
        const wait = attempt < loadRetries ? loadWaitMs(error) : null;
        if (wait === null || waited + wait > longestLoadWaitMs) throw error;
        waited += wait;
        await this.#sleep(wait);
      }
    }
  }

  async #sendWithToken(method: string, path: string, query: V1Query, body?: unknown): Promise<V1Response> {
    const token = await this.#tokens.token();
    try {
      return await this.#once(method, path, query, body, token);
    } catch (error) {
      if (!(error instanceof V1Error) || error.status !== 401 || !tokenRejectedCodes.has(error.code))
        throw error;
      // One replacement and one retry; a second refusal is the caller's to see.
      const replacement = await this.#tokens.replaceRejected(token);
      return this.#once(method, path, query, body, replacement);
    }
  }

  #once(method: string, path: string, query: V1Query, body: unknown, token: string): Promise<V1Response> {
    const url = new URL(`${this.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      url.searchParams.set(name, value instanceof Date ? value.toISOString() : String(value));
    }
    url.searchParams.set('token', token);
    const init: RequestInit = { method, headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(encodeV1Dates(body));
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    }
    return v1Request(url.href, init, this.#http);
  }
}
