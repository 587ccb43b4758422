import type { SecretStore } from './secret-store.ts';

/** Session-only secrets, used when no OS keychain answers. Nothing is written anywhere. */
export class MemorySecretStore implements SecretStore {
  readonly persistent = false;
  readonly #secrets = new Map<string, string>();

  get(account: string): Promise<string | null> {
    return Promise.resolve(this.#secrets.get(account) ?? null);
  }

  set(account: string, secret: string): Promise<void> {
    this.#secrets.set(account, secret);
    return Promise.resolve();
  }

  delete(account: string): Promise<boolean> {
    return Promise.resolve(this.#secrets.delete(account));
  }
}
