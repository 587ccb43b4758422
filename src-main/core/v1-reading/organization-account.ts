import type { LocalDate } from '../../../src-shared/domain/local-date.ts';
import type { ReportAccount } from '../../../src-shared/domain/reports.ts';
import { CoreError } from '../ipc/core-error.ts';
import { isTimeZone, localDateOf } from '../../../src-shared/domain/zoned-time.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { parseV1, v1Account } from './v1-shapes.ts';

export interface AccountFacts {
  readonly title: string;
  readonly currency: string;
  readonly timeZone: string;
}

/** One v1 client with what its organization counts in, and today there. */
export interface OrganizationContext {
  readonly client: V1Client;
  readonly account: AccountFacts;
  readonly today: LocalDate;
}

/**
 * The organization's currency and time zone (v1 `accounts/@own`), read once per v1 client: a new
 * organization or a new sign-in brings a new client, and with it a fresh read.
 */
export class OrganizationAccounts {
  readonly #cache = new WeakMap<V1Client, Promise<AccountFacts>>();
  readonly #now: () => number;
  readonly #source: Pick<OrganizationAccounts, 'facts'> | null;

  /**
   * `source` answers the facts instead of a read of its own: the core's screens then share the
   * one read made when the organization connects, rather than each waiting for another.
   */
  constructor(now: () => number, source: Pick<OrganizationAccounts, 'facts'> | null = null) {
    this.#now = now;
    this.#source = source;
  }

  async context(client: V1Client): Promise<OrganizationContext> {
    const account = await this.facts(client);
    return { client, account, today: localDateOf(this.#now(), account.timeZone) };
  }

  facts(client: V1Client): Promise<AccountFacts> {
    if (this.#source !== null) return this.#source.facts(client);
    let facts = this.#cache.get(client);
    if (facts === undefined) {
      facts = read(client);
      this.#cache.set(client, facts);
      // A failed read is not remembered: the next call asks again.
      facts.catch(() => this.#cache.delete(client));
    }
    return facts;
  }

  async describe(client: V1Client): Promise<ReportAccount> {
    const { account, today } = await this.context(client);
    return { ...account, today };
  }
}

async function read(client: V1Client): Promise<AccountFacts> {
  const raw = parseV1(v1Account, await client.get('accounts/@own'), 'the organization');
  if (!isTimeZone(raw.timeZone)) {
    throw new CoreError('unexpected-answer', 'error.unknownZone', { zone: raw.timeZone });
  }
  return { title: raw.title ?? raw.displayName ?? '', currency: raw.currency, timeZone: raw.timeZone };
}
