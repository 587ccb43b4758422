import type { ServiceImpulse, ServiceRecord, Snapshot } from './ledger.ts';

/** Every description the soak writes starts so; nothing of the demo seed does. */
export const soakPrefix = 'soak-';
const pageSize = 500;

/**
 * Reads the soak's records and stopwatches straight from the service's v1 API (not through the
 * app), as the person's data really is on the service.
 */
export class ServiceReader {
  readonly #base: string;
  readonly #email: string;
  readonly #password: string;
  #token: string | null = null;

  constructor(serviceUrl: string, account: string, email: string, password: string) {
    this.#base = `${serviceUrl}/t/${account}/v1`;
    this.#email = email;
    this.#password = password;
  }

  async snapshot(): Promise<Snapshot> {
    const filter = `startswith(description,'${soakPrefix}')`;
    const records = (await this.#listAll('time/timerecords', filter)).map((r): ServiceRecord => ({
      id: String(r['id']),
      description: String(r['description']),
      version: Number(r['version']),
    }));
    const impulses = (await this.#listAll('time/impulses', filter)).map((i): ServiceImpulse => ({
      id: String(i['id']),
      description: String(i['description']),
    }));
    return { records, impulses };
  }

  /** Any project Alice can book on: the soak's records and stopwatches go there. */
  async firstProjectId(): Promise<string> {
    const [project] = await this.#get('time/projects', { $filter: 'personal eq false', $top: '1' });
    if (project === undefined) throw new Error('the demo seed has no project to book on');
    return String(project['id']);
  }

  async #listAll(path: string, filter: string): Promise<Record<string, unknown>[]> {
    const all: Record<string, unknown>[] = [];
    for (let skip = 0; ; skip += pageSize) {
      const page = await this.#get(path, {
        $filter: filter,
        $orderby: 'createdAt',
        $top: String(pageSize),
        $skip: String(skip),
        no_expand: 'true',
      });
      all.push(...page);
      if (page.length < pageSize) return all;
    }
  }

  async #get(path: string, query: Record<string, string>): Promise<Record<string, unknown>[]> {
    for (let attempt = 0; ; attempt++) {
      const url = new URL(`${this.#base}/${path}`);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      url.searchParams.set('token', await this.#login());
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      if (res.status === 200) return (await res.json()) as Record<string, unknown>[];
      const text = await res.text();
      // A restarted service may have forgotten the token: log in again once.
      if (res.status === 401 && attempt === 0) {
        this.#token = null;
        continue;
      }
      throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    }
  }

  async #login(): Promise<string> {
    if (this.#token !== null) return this.#token;
    const res = await fetch(`${this.#base}/auth/login?apikey=demo-application-key`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.#email}:${this.#password}`).toString('base64')}`,
        Accept: 'application/json',
      },
    });
    if (res.status !== 200) throw new Error(`v1 login answered ${res.status}: ${await res.text()}`);
    this.#token = ((await res.json()) as { token: string }).token;
    return this.#token;
  }
}
