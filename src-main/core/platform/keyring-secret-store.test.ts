import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyringSecretStore, openKeyringSecretStore } from './keyring-secret-store.ts';

// Runs against the real Secret Service that `npm test` (and .ci/run) start under D-Bus.
describe('KeyringSecretStore', () => {
  const service = `dev.stint.test.${randomUUID()}`;

  it('opens the system keychain', async () => {
    expect(await openKeyringSecretStore(service)).toBeInstanceOf(KeyringSecretStore);
  });

  it('stores, reads, replaces and deletes a secret', async () => {
    const store = new KeyringSecretStore(service);
    expect(await store.get('refresh-token')).toBeNull();
    await store.set('refresh-token', 'first');
    await store.set('refresh-token', 'second');
    expect(await store.get('refresh-token')).toBe('second');
    // A second instance sees it: the secret lives in the keychain, not in this object.
    expect(await new KeyringSecretStore(service).get('refresh-token')).toBe('second');
    expect(await store.delete('refresh-token')).toBe(true);
    expect(await store.get('refresh-token')).toBeNull();
    expect(await store.delete('refresh-token')).toBe(false);
  });

  it('keeps accounts and services apart', async () => {
    const a = new KeyringSecretStore(service);
    const b = new KeyringSecretStore(`${service}.other`);
    await a.set('k', 'a-value');
    expect(await b.get('k')).toBeNull();
    expect(await a.get('k2')).toBeNull();
    await a.delete('k');
  });
});
