import { describe, expect, it } from 'vitest';
import { gql } from '@urql/core';
import { FakeBridge } from '../testing/fake-bridge.ts';
import { createGraphClient, ipcGraphFetch } from './graph-client.ts';

describe('graph client over IPC', () => {
  it('hands each operation to main and reads the answer', async () => {
    const bridge = new FakeBridge().handle('graph:execute', () => ({ data: { projects: { edges: [] } } }));
    const client = createGraphClient(bridge);
    const result = await client
      .query(
        gql`
          query Projects($first: Int!) {
            projects(first: $first) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `,
        { first: 5 },
      )
      .toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ projects: { edges: [] } });
    const [call] = bridge.callsTo('graph:execute') as {
      query: string;
      variables: unknown;
      operationName: string;
    }[];
    expect(call?.query).toContain('projects(first: $first)');
    expect(call?.variables).toEqual({ first: 5 });
    expect(call?.operationName).toBe('Projects');
  });

  it('turns an IPC error into a GraphQL error with its code and sentence', async () => {
    const bridge = new FakeBridge().fail(
      'graph:execute',
      'forbidden',
      'You have read-only access in Acme Studio.',
    );
    const response = await ipcGraphFetch(bridge)('https://stint.invalid/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: 'mutation { a }' }),
    });
    expect(await response.json()).toEqual({
      errors: [{ message: 'You have read-only access in Acme Studio.', extensions: { code: 'forbidden' } }],
    });
    const client = createGraphClient(bridge);
    const result = await client
      .mutation(
        gql`
          mutation {
            a
          }
        `,
        {},
      )
      .toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions['code']).toBe('forbidden');
  });
});
