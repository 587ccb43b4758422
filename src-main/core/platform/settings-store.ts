/**
 * Non-secret preferences (window state, last organization, idle threshold...). Values are JSON.
 * Secrets never go here: they belong in the SecretStore.
 */
export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}
