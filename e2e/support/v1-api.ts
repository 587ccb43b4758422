/**
 * Direct v1 calls from an end-to-end test to the service the browser host started, for setting
 * up what the app's own screens do not do (deleting a project from outside the app, say).
 */
export class V1Api {
  readonly #base: string;
  readonly #token: string;

  private constructor(base: string, token: string) {
    this.#base = base;
    this.#token = token;
  }

  static async login(
    serviceOrigin: string,
    account: string,
    email: string,
    password: string,
  ): Promise<V1Api> {
    const base = `${serviceOrigin}/t/${account}/v1`;
    const res = await fetch(`${base}/auth/login?apikey=demo-application-key`, {
      headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    });
    if (res.status !== 200) throw new Error(`v1 login answered ${res.status}`);
    const body = (await res.json()) as { token: string };
    return new V1Api(base, body.token);
  }

  async get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const url = new URL(`${this.#base}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    url.searchParams.set('token', this.#token);
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Creates a resource; dates in the body go out in the v1 wire form `/Date(ms)/`. */
  async post(path: string, body: Record<string, unknown>): Promise<void> {
    const wire = JSON.stringify(body, (_key, value: unknown) =>
      value instanceof Date ? `/Date(${value.getTime()})/` : value,
    );
    const res = await fetch(`${this.#base}/${path}?token=${this.#token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: wire,
    });
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    }
  }

  async delete(path: string): Promise<void> {
    const res = await fetch(`${this.#base}/${path}?token=${this.#token}`, { method: 'DELETE' });
    if (res.status !== 204) throw new Error(`DELETE ${path} answered ${res.status}`);
  }
}
