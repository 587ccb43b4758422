import { ScriptedBrowser, signIn as signInHosted } from '../../src-service/testing/sign-in-client.ts';
import type { BridgeClient } from './bridge-client.ts';
import type { CoreChild } from './processes.ts';

export interface Person {
  readonly email: string;
  readonly password: string;
  /** The organization's title on the hosted choice page. */
  readonly organization: string;
}

/**
 * Signs in as the renderer does (session:sign-in), with the hosted pages driven over plain HTTP
 * instead of a browser tab, then connects time tracking with the password (session:connect-v1).
 */
export async function signInThroughCore(
  bridge: BridgeClient,
  core: CoreChild,
  serviceUrl: string,
  person: Person,
): Promise<void> {
  const mark = core.output().length;
  const done = bridge.call('session:sign-in', {});
  const address = await waitFor(() => /Open in your browser: (\S+)/.exec(core.output().slice(mark))?.[1]);
  const outcome = await signInHosted(new ScriptedBrowser(serviceUrl), address, person);
  if (outcome.kind !== 'redirected') {
    throw new Error(`the hosted sign-in stopped on a page (${outcome.page.status})`);
  }
  // The browser follows the redirect to the app's one-request loopback listener.
  await fetch(outcome.location);
  await done;
  await bridge.call('session:connect-v1', { method: 'password', password: person.password });
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting for the sign-in address');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
