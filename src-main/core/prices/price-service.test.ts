import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { aliceWithV1, closeChecked, idOf } from '../testing/v1-fixture.ts';
import type { V1Client } from '../v1/v1-client.ts';

// Integration tests: prices through the core against the real embedded service. The test makes
// its own project and price-list entry, so every expected price follows from numbers written here.

let harness: AccountHarness;
let v1: V1Client;
let project: string;
let entry: { id: string; version: number };

const post = async (path: string, body: object, query: Record<string, boolean> = {}): Promise<string> =>
  idOf(await v1.call('POST', path, { ...query, response_object: true }, body));

interface Rec {
  id: string;
  version: number;
  price: number;
  priceModified: boolean;
}

beforeAll(async () => {
  ({ harness, v1 } = await aliceWithV1());
  project = await post('time/projects', { name: 'Priced project', billable: true });
  const id = await post('pricelists', { price: 123.45, project: { id: project } });
  entry = { id, version: (await v1.get<{ version: number }>(`pricelists/${id}`)).version };
}, 60_000);
afterAll(async () => {
  await closeChecked(harness);
});

const draft = { projectId: null, taskId: null, clientId: null, workTypeId: null, userId: null };

describe('prices against the embedded service', () => {
  it('quotes what a new entry would cost from the most specific price list entry', async () => {
    const quote = await harness.invoke('prices:quote', {
      ...draft,
      projectId: project,
      duration: 90 * 60_000,
      billable: true,
    });
    // 123.45 × 1.5 = 185.175, rounded half up to cents.
    expect(quote).toEqual({
      price: 185.18,
      unitPrice: 123.45,
      duration: 90 * 60_000,
      level: 9,
      currency: 'EUR',
    });
    const flat = await harness.invoke('prices:quote', { ...draft, duration: 3_600_000, billable: true });
    expect(flat.level).toBe(1);
    expect(flat.price).toBe(85);
    const unbilled = await harness.invoke('prices:quote', {
      ...draft,
      projectId: project,
      duration: 3_600_000,
      billable: false,
    });
    expect(unbilled.price).toBe(0);
    // Nothing was stored.
    expect(await v1.count('time/timerecords', `project/id eq '${project}'`)).toBe(0);
  });

  it('previews and recomputes selected prices after the price list changed, keeping prices set by hand', async () => {
    const record = (minutes: number, day: number) =>
      post(
        'time/timerecords',
        {
          project: { id: project },
          start: new Date(Date.now() - day * 86_400_000),
          duration: minutes * 60_000,
          billable: true,
        },
        { calculate_price: true },
      );
    const a = await record(60, 1);
    const b = await record(30, 2);
    const byHand = await record(45, 3);
    const outside = await record(60, 4);
    const handVersion = (await v1.get<Rec>(`time/timerecords/${byHand}`)).version;
    await v1.update('time/timerecords', byHand, { price: 10, version: handVersion });
    expect((await v1.get<Rec>(`time/timerecords/${a}`)).price).toBe(123.45);

    await v1.update('pricelists', entry.id, { price: 150, version: entry.version });

    const preview = await harness.invoke('prices:preview-update', { ids: [a, b, byHand, a] });
    expect(preview.currency).toBe('EUR');
    expect(preview.changes).toEqual([
      { id: a, current: 123.45, next: 150, kept: false },
      { id: b, current: 61.73, next: 75, kept: false },
      { id: byHand, current: 10, next: 10, kept: true },
    ]);
    expect(preview.currentTotal).toBe(195.18);
    expect(preview.nextTotal).toBe(235);
    // A preview changes nothing.
    expect((await v1.get<Rec>(`time/timerecords/${a}`)).price).toBe(123.45);

    const events = harness.events.length;
    const missing = '00000000-0000-4000-8000-000000000000';
    const result = await harness.invoke('prices:update', { ids: [a, b, byHand, missing] });
    expect(result).toEqual({
      updated: 2,
      kept: 1,
      failed: [{ id: missing, message: { id: 'prices.recordGone' } }],
    });
    expect((await v1.get<Rec>(`time/timerecords/${a}`)).price).toBe(150);
    expect((await v1.get<Rec>(`time/timerecords/${b}`)).price).toBe(75);
    expect((await v1.get<Rec>(`time/timerecords/${byHand}`)).price).toBe(10);
    // Only the selected records were recomputed.
    expect((await v1.get<Rec>(`time/timerecords/${outside}`)).price).toBe(123.45);
    expect(
      harness.events
        .slice(events)
        .filter((e) => e.channel === 'data:changed')
        .map((e) => e.payload),
    ).toEqual([{ resources: ['timerecords', 'reports'] }]);
  });

  it('refuses an empty or oversized selection before asking the service', async () => {
    expect((await harness.invokeError('prices:update', { ids: [] })).code).toBe('invalid-argument');
    const many = Array.from({ length: 1001 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await harness.invokeError('prices:preview-update', { ids: many })).code).toBe('invalid-argument');
    expect((await harness.invokeError('prices:quote', { ...draft, duration: -1, billable: true })).code).toBe(
      'invalid-argument',
    );
  });
});

describe('prices against a service that limits the request rate', () => {
  it('recomputes a large selection completely, waiting whenever the service asks to slow down', async () => {
    const limited = await aliceWithV1({ v1RateLimit: { requests: 10, windowMs: 1000 } });
    try {
      const made = await limited.v1.call(
        'POST',
        'time/projects',
        { response_object: true },
        {
          name: 'Busy project',
          billable: true,
        },
      );
      const busy = idOf(made);
      await limited.v1.call('POST', 'pricelists', {}, { price: 60, project: { id: busy } });
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const record = await limited.v1.call(
          'POST',
          'time/timerecords',
          { response_object: true },
          {
            project: { id: busy },
            start: new Date(Date.now() - (i + 1) * 3_600_000),
            duration: 60_000,
            billable: true,
          },
        );
        ids.push(idOf(record));
      }
      const wireBefore = limited.harness.wire.length;
      const result = await limited.harness.invoke('prices:update', { ids });
      expect(result).toEqual({ updated: 30, kept: 0, failed: [] });
      // The limit was reached on the way, so the waiting is what made it complete.
      expect(limited.harness.wire.slice(wireBefore).filter((e) => e.status === 503).length).toBeGreaterThan(
        0,
      );
      const prices = await limited.v1.list<Rec>('time/timerecords', {
        $filter: `project/id eq '${busy}'`,
        $top: 100,
      });
      expect(prices.map((r) => r.price)).toEqual(Array.from({ length: 30 }, () => 1));
    } finally {
      await closeChecked(limited.harness);
    }
  }, 120_000);
});
