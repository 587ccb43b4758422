import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { signedInWithV1, until } from '../testing/daily-harness.ts';
import { inEnglish, problemInEnglish } from '../../../src-shared/testing/in-english.ts';

// A password change on the service ends every other session of the person: graph refresh
// tokens and sessions, v1 tokens and refresh tokens, and v1 device keys go. The app must say
// "sign in again / reconnect" with the reason, not show a generic error or keep retrying.
// The revocation is done here as the service does it: by deleting the rows in its data file.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) {
    await harness.collectSecrets();
    const leaks = harness.leaks();
    await harness.close();
    expect(leaks).toEqual([]);
  }
});

async function alice(): Promise<AccountHarness> {
  const harness = await signedInWithV1();
  harnesses.push(harness);
  await harness.collectSecrets();
  return harness;
}

/** Deletes rows of the signed-in person from the embedded service's tables. */
function revoke(harness: AccountHarness, tables: readonly RevocableTable[]): void {
  const db = new BetterSqlite3(join(harness.dir, 'service', 'stint.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare("SELECT id FROM users WHERE email = 'alice@example.com'").get() as { id: string };
    for (const table of tables) {
      const sql =
        table === 'refresh_tokens'
          ? 'DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)'
          : `DELETE FROM ${table} WHERE user_id = ?`;
      expect(db.prepare(sql).run(user.id).changes).toBeGreaterThan(0);
    }
  } finally {
    db.close();
  }
}
type RevocableTable = 'refresh_tokens' | 'sessions' | 'v1_tokens' | 'v1_refresh_tokens' | 'secret_keys';

const byPasswordChange = /password was changed/;
const clientsOf = (harness: AccountHarness) => harness.invoke('projects:clients');

describe('sessions the service ended', () => {
  it('asks to reconnect time tracking, saying why, when v1 tokens and the device key were revoked', async () => {
    const harness = await alice();
    const id = harness.core.accounts.session!.profile.id;
    expect(await clientsOf(harness)).not.toEqual([]);
    revoke(harness, ['v1_tokens', 'v1_refresh_tokens', 'secret_keys']);
    const mark = harness.wire.length;

    const error = await harness.invokeError('projects:clients');
    expect(error.code).toBe('v1-not-connected');
    expect(error.message).toMatch(byPasswordChange);
    expect(error.message).toMatch(/password once more/);
    const state = await harness.state();
    expect(state.status).toBe('signed-in');
    expect(state.v1).toMatchObject({ state: 'not-connected', needsPassword: true });
    expect(inEnglish(state.v1.problem)).toMatch(byPasswordChange);
    expect(await harness.keychain.get(`${id}|v1-secret-keys`)).toBeNull();

    // No retry loop: once refused, asking again sends nothing until the person reconnects.
    const sent = harness.wire.length;
    expect((await harness.invokeError('projects:clients')).code).toBe('v1-not-connected');
    expect(harness.wire.length).toBe(sent);
    expect(harness.wire.slice(mark).filter((r) => r.url.includes('/v1/auth/login'))).toHaveLength(1);

    const again = await harness.invoke('session:connect-v1', {
      method: 'password',
      password: 'alice-password',
    });
    expect(again.v1).toMatchObject({ state: 'connected', problem: null });
    expect(await clientsOf(harness)).not.toEqual([]);
  });

  it('logs in again with the device key, without asking, when only the v1 tokens were revoked', async () => {
    const harness = await alice();
    revoke(harness, ['v1_tokens', 'v1_refresh_tokens']);
    expect(await clientsOf(harness)).not.toEqual([]);
    expect((await harness.state()).v1).toMatchObject({ state: 'connected', problem: null });
  });

  it('asks to reconnect time tracking at the next start, saying why, when the device key was deleted', async () => {
    const harness = await alice();
    revoke(harness, ['v1_tokens', 'v1_refresh_tokens', 'secret_keys']);
    await harness.stop();
    await harness.start();
    await until(() => harness.core.accounts.state().v1.problem !== null, 'the v1 key is refused');
    const state = await harness.state();
    expect(state.v1).toMatchObject({ state: 'not-connected', needsPassword: true });
    expect(inEnglish(state.v1.problem)).toMatch(byPasswordChange);
  });

  it('asks to sign in again, saying why, when the graph session and refresh tokens were revoked', async () => {
    const harness = await alice();
    const id = harness.core.accounts.session!.profile.id;
    revoke(harness, ['refresh_tokens', 'sessions']);

    const error = await harness.invokeError('projects:list', { first: 1 });
    expect(error.code).toBe('sign-in-expired');
    expect(error.message).toMatch(byPasswordChange);
    expect(error.message).toMatch(/Sign in again/);
    const state = await harness.state();
    expect(state).toMatchObject({ status: 'signed-out', problem: { code: 'sign-in-expired' } });
    expect(problemInEnglish(state.problem)?.message).toMatch(byPasswordChange);
    expect(await harness.keychain.get(`${id}|refresh-token`)).toBeNull();
  });

  it('asks to sign in again at the next start when the refresh token was revoked meanwhile', async () => {
    const harness = await alice();
    await harness.stop();
    revoke(harness, ['refresh_tokens', 'sessions']);
    await harness.start();
    // The restore may wait for the embedded service first; it ends with the sentence.
    await until(() => harness.core.accounts.state().problem?.code === 'sign-in-expired', 'the restore ends');
    const state = await harness.state();
    expect(state).toMatchObject({ status: 'signed-out', problem: { code: 'sign-in-expired' } });
    expect(problemInEnglish(state.problem)?.message).toMatch(byPasswordChange);
  });
});
