import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { signedInWithV1, until } from '../testing/daily-harness.ts';

let harness: AccountHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const accountReads = (h: AccountHarness): number =>
  h.wire.filter((exchange) => new URL(exchange.url).pathname.endsWith('/accounts/@own')).length;

describe('the organization account', () => {
  it('is read once when the organization connects, and the reports answer from that read', async () => {
    harness = await signedInWithV1();
    const h = harness;
    await until(() => accountReads(h) > 0, 'the daily loop read the organization');
    await h.settled();
    const reads = accountReads(h);
    const account = await h.invoke('reports:account');
    expect(account.timeZone).toBe('Europe/Vienna');
    expect(account.title).not.toBe('');
    expect(accountReads(h)).toBe(reads);
  });
});
