import { z } from 'zod';
import type { SecretStore } from '../platform/secret-store.ts';

const v1KeysSchema = z.record(z.string(), z.string());

/**
 * The secrets of one connection, under keychain account names derived from the connection id:
 * the graph refresh token or API key (never both), and the v1 secret key of each organization
 * (kept together in one entry so that signing out forgets them in one step).
 */
export class ConnectionSecrets {
  readonly #store: SecretStore;
  readonly #prefix: string;

  constructor(store: SecretStore, connectionId: string) {
    this.#store = store;
    this.#prefix = `${connectionId}|`;
  }

  get persistent(): boolean {
    return this.#store.persistent;
  }

  get accounts(): { readonly refreshToken: string; readonly apiKey: string; readonly v1Keys: string } {
    return {
      refreshToken: `${this.#prefix}refresh-token`,
      apiKey: `${this.#prefix}api-key`,
      v1Keys: `${this.#prefix}v1-secret-keys`,
    };
  }

  refreshToken(): Promise<string | null> {
    return this.#store.get(this.accounts.refreshToken);
  }

  /** Also forgets an API key: one credential at a time. */
  async saveRefreshToken(token: string): Promise<void> {
    await this.#store.set(this.accounts.refreshToken, token);
    await this.#store.delete(this.accounts.apiKey);
  }

  apiKey(): Promise<string | null> {
    return this.#store.get(this.accounts.apiKey);
  }

  /** Also forgets a refresh token: one credential at a time. */
  async saveApiKey(key: string): Promise<void> {
    await this.#store.set(this.accounts.apiKey, key);
    await this.#store.delete(this.accounts.refreshToken);
  }

  async v1SecretKey(organizationId: string): Promise<string | null> {
    const keys = await this.#v1Keys();
    return Object.hasOwn(keys, organizationId) ? (keys[organizationId] ?? null) : null;
  }

  async saveV1SecretKey(organizationId: string, key: string): Promise<void> {
    const keys = await this.#v1Keys();
    await this.#store.set(this.accounts.v1Keys, JSON.stringify({ ...keys, [organizationId]: key }));
  }

  async forgetV1SecretKey(organizationId: string): Promise<void> {
    const keys = await this.#v1Keys();
    if (!Object.hasOwn(keys, organizationId)) return;
    const rest = Object.fromEntries(Object.entries(keys).filter(([id]) => id !== organizationId));
    if (Object.keys(rest).length === 0) await this.#store.delete(this.accounts.v1Keys);
    else await this.#store.set(this.accounts.v1Keys, JSON.stringify(rest));
  }

  /** Sign out: there is no logout endpoint, so forgetting every stored secret is the whole of it. */
  async forgetAll(): Promise<void> {
    const { refreshToken, apiKey, v1Keys } = this.accounts;
    await Promise.all([
      this.#store.delete(refreshToken),
      this.#store.delete(apiKey),
      this.#store.delete(v1Keys),
    ]);
  }

  async #v1Keys(): Promise<Record<string, string>> {
    const text = await this.#store.get(this.accounts.v1Keys);
    if (text === null) return {};
    try {
      const parsed = v1KeysSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }
}
