/**
 * Where the core keeps secrets (refresh tokens, API keys, v1 secret keys). The real store is the
 * OS keychain; the in-memory one exists only for machines without a keychain, where the app says
 * so and forgets secrets when it quits. There is deliberately no file-backed implementation.
 */
export interface SecretStore {
  /** `persistent` is false when secrets only live for this session. */
  readonly persistent: boolean;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

export class SecretStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The system keychain is not available.', { cause });
    this.name = 'SecretStoreUnavailableError';
  }
}
