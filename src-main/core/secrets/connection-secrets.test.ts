import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyringSecretStore } from '../platform/keyring-secret-store.ts';
import { MemorySecretStore } from '../platform/memory-secret-store.ts';
import { ConnectionSecrets } from './connection-secrets.ts';

// The real keychain (Secret Service under D-Bus, started by `npm test`).
const keyring = () => new KeyringSecretStore(`dev.stint.test.${randomUUID()}`);

describe('ConnectionSecrets', () => {
  it('keeps one graph credential at a time', async () => {
    const store = keyring();
    const secrets = new ConnectionSecrets(store, 'this-computer:a');
    await secrets.saveApiKey('key-1');
    await secrets.saveRefreshToken('rt-1');
    expect(await secrets.apiKey()).toBeNull();
    expect(await secrets.refreshToken()).toBe('rt-1');
    await secrets.saveApiKey('key-2');
    expect(await secrets.refreshToken()).toBeNull();
    expect(await secrets.apiKey()).toBe('key-2');
    await secrets.forgetAll();
  });

  it('keeps connections apart in one keychain', async () => {
    const store = keyring();
    const a = new ConnectionSecrets(store, 'this-computer:a');
    const b = new ConnectionSecrets(store, 'server:https://stint.example.com');
    await a.saveRefreshToken('rt-a');
    expect(await b.refreshToken()).toBeNull();
    await b.saveRefreshToken('rt-b');
    expect(await a.refreshToken()).toBe('rt-a');
    await a.forgetAll();
    expect(await b.refreshToken()).toBe('rt-b');
    await b.forgetAll();
  });

  it('stores v1 secret keys per organization and forgets them all on sign-out', async () => {
    const store = keyring();
    const secrets = new ConnectionSecrets(store, 'c');
    await secrets.saveRefreshToken('rt');
    await secrets.saveV1SecretKey('org-1', 'sk-1');
    await secrets.saveV1SecretKey('org-2', 'sk-2');
    expect(await secrets.v1SecretKey('org-1')).toBe('sk-1');
    expect(await secrets.v1SecretKey('constructor')).toBeNull();
    await secrets.forgetV1SecretKey('org-1');
    expect(await secrets.v1SecretKey('org-1')).toBeNull();
    expect(await secrets.v1SecretKey('org-2')).toBe('sk-2');
    await secrets.forgetAll();
    for (const account of Object.values(secrets.accounts)) expect(await store.get(account)).toBeNull();
  });

  it('reads a damaged v1 entry as empty', async () => {
    const store = new MemorySecretStore();
    const secrets = new ConnectionSecrets(store, 'c');
    await store.set(secrets.accounts.v1Keys, '{not json');
    expect(await secrets.v1SecretKey('org')).toBeNull();
    await secrets.saveV1SecretKey('org', 'sk');
    expect(await secrets.v1SecretKey('org')).toBe('sk');
  });
});
