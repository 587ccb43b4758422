import { afterEach, describe, expect, it } from 'vitest';
import { AccountHarness } from '../testing/account-harness.ts';

// The core's typed graph client against the real service on loopback.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

async function signedInAlice(): Promise<AccountHarness> {
  const harness = new AccountHarness();
  harnesses.push(harness);
  await harness.start();
  const { error } = await harness.signIn('alice@example.com', 'alice-password', {
    organization: 'Acme Studio',
  });
  expect(error).toBeNull();
  return harness;
}

describe('projects:list', () => {
  it('pages through the projects by cursor, each page answered as typed items', async () => {
    const harness = await signedInAlice();
    const first = await harness.invoke('projects:list', { first: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.hasNextPage).toBe(true);
    expect(first.totalCount).toBeGreaterThan(2);
    for (const item of first.items) {
      expect(Object.keys(item).sort()).toEqual(['active', 'billable', 'code', 'id', 'title']);
    }
    const all = [...first.items];
    let page = first;
    while (page.hasNextPage && page.endCursor !== null) {
      page = await harness.invoke('projects:list', { first: 2, after: page.endCursor });
      all.push(...page.items);
    }
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it('sends a plain GraphQL POST as the spec describes, so a remote deployment answers it too', async () => {
    const harness = await signedInAlice();
    const mark = harness.graphRequests().length;
    await harness.invoke('projects:list', { first: 5 });
    const sent = harness.graphRequests().slice(mark);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.requestHeaders.get('accept')).toBe('application/json');
    expect(request.requestHeaders.get('content-type')).toBe('application/json');
    const body = JSON.parse(request.requestBody) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body['operationName']).toBe('ProjectList');
    expect(body['variables']).toEqual({ first: 5, after: null });
  });

  it('refuses a page size the graph endpoint does not give, before sending anything', async () => {
    const harness = await signedInAlice();
    const mark = harness.graphRequests().length;
    expect((await harness.invokeError('projects:list', { first: 101 })).code).toBe('invalid-argument');
    // The renderer cannot smuggle a document in: the argument is exactly a page request.
    const smuggled = { first: 5, query: '{ x }' } as unknown as { first: number };
    expect((await harness.invokeError('projects:list', smuggled)).code).toBe('invalid-argument');
    expect(harness.graphRequests()).toHaveLength(mark);
  });
});
