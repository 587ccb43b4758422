import { AsyncEntry } from '@napi-rs/keyring';
import { SecretStoreUnavailableError, type SecretStore } from './secret-store.ts';

/**
 * Secrets in the OS keychain (Keychain on macOS, Credential Manager on Windows, Secret Service
 * on Linux). On Linux the Secret Service is required: falling back to the kernel keyring would
 * silently lose secrets at logout, so a missing Secret Service is an error instead.
 */
export class KeyringSecretStore implements SecretStore {
  readonly persistent = true;
  readonly #service: string;

  constructor(service: string) {
    this.#service = service;
  }

  #entry(account: string): AsyncEntry {
    return new AsyncEntry(this.#service, account, { linux: { store: 'secret-service' } });
  }

  async get(account: string): Promise<string | null> {
    try {
      return (await this.#entry(account).getPassword()) ?? null;
    } catch (error) {
      throw new SecretStoreUnavailableError(error);
    }
  }

  async set(account: string, secret: string): Promise<void> {
    try {
      await this.#entry(account).setPassword(secret);
    } catch (error) {
      throw new SecretStoreUnavailableError(error);
    }
  }

  async delete(account: string): Promise<boolean> {
    try {
      return await this.#entry(account).deleteCredential();
    } catch (error) {
      throw new SecretStoreUnavailableError(error);
    }
  }
}

/**
 * Opens the keychain and proves it answers with a round trip. Returns null when it does not, so
 * the caller can fall back to session-only secrets and tell the person.
 */
export async function openKeyringSecretStore(service: string): Promise<KeyringSecretStore | null> {
  const store = new KeyringSecretStore(service);
  const probe = `stint-probe-${process.pid}`;
  try {
    await store.set(probe, 'probe');
    const read = await store.get(probe);
    await store.delete(probe);
    return read === 'probe' ? store : null;
  } catch {
    return null;
  }
}
