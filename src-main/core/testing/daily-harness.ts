import { expect } from 'vitest';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { AccountHarness, type HarnessOptions } from './account-harness.ts';

/**
 * Test support for the daily loop: the real core and embedded service of AccountHarness, signed
 * in as a demo user with the v1 interface connected (the password typed once).
 */
export async function signedInWithV1(
  options: HarnessOptions & { email?: string; password?: string; organization?: string } = {},
): Promise<AccountHarness> {
  const harness = new AccountHarness(options);
  await harness.start();
  return connect(harness, options);
}

export async function connect(
  harness: AccountHarness,
  options: { email?: string; password?: string; organization?: string } = {},
): Promise<AccountHarness> {
  const email = options.email ?? 'alice@example.com';
  const password = options.password ?? 'alice-password';
  const { error } = await harness.signIn(email, password, {
    organization: options.organization ?? 'Acme Studio',
  });
  expect(error).toBeNull();
  const state = await harness.invoke('session:connect-v1', { method: 'password', password });
  expect(state.v1.state).toBe('connected');
  return harness;
}

/** The core's own v1 client, for checking what reached the service. */
export function v1Of(harness: AccountHarness): V1Client {
  const session = harness.core.accounts.session;
  if (session === null) throw new Error('no session');
  return session.v1Client();
}

/** Waits (in real time: requests travel over real HTTP) until `check` holds. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the outbox holds nothing for the current organization. */
export async function drained(harness: AccountHarness, timeoutMs?: number): Promise<void> {
  await until(() => harness.core.daily.outbox.status().entries.length === 0, 'the outbox drained', timeoutMs);
  await harness.core.daily.outbox.idle();
}

/** A project of the demo organization (billable, with a client) and its id. */
export async function demoProject(harness: AccountHarness): Promise<{ id: string; name: string }> {
  const [project] = await v1Of(harness).list<{ id: string; name: string }>('time/projects', {
    $filter: 'billable eq true and client ne null and personal eq false',
    $top: 1,
    no_expand: true,
  });
  if (project === undefined) throw new Error('the demo has no billable project');
  return project;
}

/** Time records of this user whose description is exactly `description`. */
export async function recordsDescribed(
  harness: AccountHarness,
  description: string,
): Promise<{ id: string; start: Date; stop: Date | null; duration: number }[]> {
  return v1Of(harness).list('time/timerecords', {
    $filter: `description eq ${v1StringLiteral(description)}`,
    no_expand: true,
  });
}
