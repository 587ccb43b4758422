import { MemorySecretStore } from '../platform/memory-secret-store.ts';
import { SecretStoreUnavailableError, type SecretStore } from '../platform/secret-store.ts';

/**
 * The keychain, until it stops answering (locked, daemon gone): from then on secrets live in
 * memory for the rest of the session and `onFallback` tells the person once. Never a file.
 * What was written to memory is read from memory first, so a value is never lost between the two.
 */
export class FallbackSecretStore implements SecretStore {
  readonly #primary: SecretStore;
  readonly #memory = new MemorySecretStore();
  readonly #onFallback: (error: unknown) => void;
  #usingMemory: boolean;

  constructor(primary: SecretStore, onFallback: (error: unknown) => void) {
    this.#primary = primary;
    this.#onFallback = onFallback;
    this.#usingMemory = !primary.persistent;
  }

  get persistent(): boolean {
    return !this.#usingMemory;
  }

  async get(account: string): Promise<string | null> {
    const remembered = await this.#memory.get(account);
    if (remembered !== null || this.#usingMemory) return remembered;
    try {
      return await this.#primary.get(account);
    } catch (error) {
      this.#fallBack(error);
      return null;
    }
  }

  async set(account: string, secret: string): Promise<void> {
    if (!this.#usingMemory) {
      try {
        await this.#primary.set(account, secret);
        return;
      } catch (error) {
        this.#fallBack(error);
      }
    }
    await this.#memory.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    const inMemory = await this.#memory.delete(account);
    if (this.#usingMemory && !this.#primary.persistent) return inMemory;
    try {
      return (await this.#primary.delete(account)) || inMemory;
    } catch (error) {
      // Forgetting must not fail: the memory copy is gone, and the keychain is unreachable anyway.
      this.#fallBack(error);
      return inMemory;
    }
  }

  #fallBack(error: unknown): void {
    if (this.#usingMemory) return;
    if (!(error instanceof SecretStoreUnavailableError)) {
      // Anything else is a bug of ours, not a missing keychain.
      throw error;
    }
    this.#usingMemory = true;
    this.#onFallback(error);
  }
}
