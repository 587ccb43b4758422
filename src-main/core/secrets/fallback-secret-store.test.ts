import { describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../platform/memory-secret-store.ts';
import { SecretStoreUnavailableError, type SecretStore } from '../platform/secret-store.ts';
import { FallbackSecretStore } from './fallback-secret-store.ts';

class BreakableStore implements SecretStore {
  readonly persistent = true;
  broken = false;
  readonly values = new Map<string, string>();
  #check(): void {
    if (this.broken) throw new SecretStoreUnavailableError(new Error('locked'));
  }
  get(account: string): Promise<string | null> {
    this.#check();
    return Promise.resolve(this.values.get(account) ?? null);
  }
  set(account: string, secret: string): Promise<void> {
    this.#check();
    this.values.set(account, secret);
    return Promise.resolve();
  }
  delete(account: string): Promise<boolean> {
    this.#check();
    return Promise.resolve(this.values.delete(account));
  }
}

describe('FallbackSecretStore', () => {
  it('uses the keychain while it answers', async () => {
    const primary = new BreakableStore();
    const store = new FallbackSecretStore(primary, () => undefined);
    await store.set('a', '1');
    expect(primary.values.get('a')).toBe('1');
    expect(store.persistent).toBe(true);
  });

  it('keeps secrets in memory once the keychain fails, and says so once', async () => {
    const primary = new BreakableStore();
    const told: unknown[] = [];
    const store = new FallbackSecretStore(primary, (error) => told.push(error));
    primary.broken = true;
    await store.set('a', '1');
    await store.set('b', '2');
    expect(await store.get('a')).toBe('1');
    expect(store.persistent).toBe(false);
    expect(told).toHaveLength(1);
    expect(primary.values.size).toBe(0);
    expect(await store.delete('a')).toBe(true);
    expect(await store.get('a')).toBeNull();
  });

  it('reports a session-only store from the start', () => {
    const store = new FallbackSecretStore(new MemorySecretStore(), () => undefined);
    expect(store.persistent).toBe(false);
  });

  it('does not hide bugs as a missing keychain', async () => {
    const failing: SecretStore = {
      persistent: true,
      get: () => Promise.reject(new TypeError('bug')),
      set: () => Promise.reject(new TypeError('bug')),
      delete: () => Promise.reject(new TypeError('bug')),
    };
    const store = new FallbackSecretStore(failing, () => undefined);
    await expect(store.set('a', '1')).rejects.toThrow('bug');
  });
});
