import { expect } from 'vitest';
import type { V1Client } from '../v1/v1-client.ts';
import { AccountHarness, type HarnessOptions } from './account-harness.ts';

/**
 * Test support: the real core with the embedded service (demo seed), Alice signed in to Acme
 * Studio through the hosted page and the v1 interface connected with her password, plus the v1
 * client itself for setting up data and checking results independently of the code under test.
 */
export async function aliceWithV1(
  options: HarnessOptions = {},
): Promise<{ harness: AccountHarness; v1: V1Client }> {
  const harness = new AccountHarness(options);
  await harness.start();
  const { error } = await harness.signIn('alice@example.com', 'alice-password', {
    organization: 'Acme Studio',
  });
  expect(error).toBeNull();
  const state = await harness.invoke('session:connect-v1', {
    method: 'password',
    password: 'alice-password',
  });
  expect(state.v1.state).toBe('connected');
  const session = harness.core.accounts.session;
  if (session === null) throw new Error('no session');
  return { harness, v1: session.v1Client() };
}

/** Closes a harness after checking that nothing secret reached IPC answers, events or logs. */
export async function closeChecked(harness: AccountHarness): Promise<void> {
  await harness.collectSecrets();
  const leaks = harness.leaks();
  await harness.close();
  expect(leaks).toEqual([]);
}

/** The id a POST created, from its `response_object` answer. */
export function idOf(created: unknown): string {
  if (
    created === null ||
    typeof created !== 'object' ||
    typeof (created as { id?: unknown }).id !== 'string'
  ) {
    throw new Error('the service did not answer the created object');
  }
  return (created as { id: string }).id;
}
