import type { OrganizationSummary, V1Status } from '../../../src-shared/domain/session.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { sameMessage } from '../../../src-shared/i18n/same-message.ts';
import { GrantRejectedError, TransientAuthError } from '../auth/auth-errors.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import { SessionEndedError, TokenManager, type TokenGrant } from '../auth/token-manager.ts';
import type { BackoffPolicy } from '../http/backoff.ts';
import type { Logger } from '../logging/logger.ts';
import { V1Auth, type V1LoginResult } from './v1-auth.ts';
import { V1Client, type V1TokenSource } from './v1-client.ts';
import { V1Error, V1UnavailableError } from './v1-errors.ts';
import type { V1HttpOptions } from './v1-http.ts';

/** Where the v1 session keeps this device's secret key (the keychain, per organization). */
export interface V1KeyStore {
  get(organizationId: string): Promise<string | null>;
  save(organizationId: string, key: string): Promise<void>;
  forget(organizationId: string): Promise<void>;
}

export type V1Credential =
  | { readonly method: 'password'; readonly password: string }
  | { readonly method: 'secret-key'; readonly secretKey: string };

/** A failure of `connect`, with a sentence for the person. */
export class V1ConnectError extends Error {
  readonly code:
    'v1-wrong-password' | 'v1-no-account' | 'v1-application-key-refused' | 'v1-unavailable' | 'v1-failed';
  /** The sentence for the person, as a message; `message` is its English text (logs, status). */
  readonly sentence: Message;
  constructor(code: V1ConnectError['code'], sentence: Message, cause?: unknown) {
    super(renderMessage(english.t, sentence), cause === undefined ? undefined : { cause });
    this.name = 'V1ConnectError';
    this.code = code;
    this.sentence = sentence;
  }
}

export class V1NotConnectedError extends Error {
  /** Why the person has to reconnect, as a message, when the service ended the v1 sign-in. */
  readonly reason: Message | null;
  constructor(reason: Message | null = null) {
    super(
      reason === null
        ? 'The v1 interface is not connected for this organization yet.'
        : renderMessage(english.t, reason),
    );
    this.name = 'V1NotConnectedError';
    this.reason = reason;
  }
}

/**
 * The service refused this device's key. It deletes a person's device keys (and ends their
 * tokens) when their password changes, so that is the likely reason, and the way back is the
 * password, once.
 */
const keyRefusedMessage: Message = { id: 'error.v1.keyRefused' };

export interface V1SessionOptions extends V1HttpOptions {
  readonly publicUrl: string;
  readonly applicationKey: string;
  readonly organization: OrganizationSummary;
  /** The signed-in user's e-mail: the v1 user name and the key to `register/findurl`. */
  readonly email: string;
  readonly keys: V1KeyStore;
  /** How this device names its secret key, so the person recognizes it in their key list. */
  readonly deviceName: string;
  readonly logger: Logger;
  readonly onChange: (status: V1Status) => void;
  readonly now?: () => number;
  readonly scheduler?: Scheduler;
  readonly backoff?: BackoffPolicy;
  readonly refreshMarginMs?: number;
  /**
   * A valid v1 token of another of the person's accounts, or null: with it, an account without a
   * key on this device is connected through the service's session exchange instead of asking for
   * the password again (docs/v1-session-exchange.md).
   */
  readonly tokenOfAnotherAccount?: () => Promise<string | null>;
}

/**
 * The v1 login of one organization. The password is asked once: it logs in, creates a secret key
 * for this device, and only that key is kept (in the keychain). From then on it logs in with the
 * key, and its 60-minute tokens are refreshed ahead of expiry by a token manager with the same
 * single-flight and failure rules as the graph credential. A spent refresh token falls back to a
 * new key login; a key the service no longer accepts means the password is asked again.
 */
export class V1Session implements V1TokenSource {
  readonly #options: V1SessionOptions;
  readonly #auth: V1Auth;
  // Until `restore` has looked for this device's key, nothing is known: no password prompt yet.
  #status: V1Status = { state: 'connecting', account: null, needsPassword: false, problem: null };
  #baseUrl: string | null = null;
  #tokens: TokenManager<V1LoginResult> | null = null;
  #client: V1Client | null = null;
  #connecting: Promise<void> | null = null;
  #disposed = false;

  constructor(options: V1SessionOptions) {
    this.#options = options;
    this.#auth = new V1Auth({
      ...options,
      publicUrl: options.publicUrl,
      applicationKey: options.applicationKey,
    });
  }

  get status(): V1Status {
    return this.#status;
  }

  get organizationId(): string {
    return this.#options.organization.id;
  }

  /** The client, once connected. */
  client(): V1Client {
    if (this.#client === null) throw this.#notConnected();
    return this.#client;
  }

  /** At start: logs in with this device's stored key, if there is one. Never asks for anything. */
  async restore(): Promise<void> {
    const key = await this.#options.keys.get(this.organizationId);
    if (key === null) {
      const outcome = await this.#single(() => this.#exchange())
        .then(() => (this.#tokens !== null ? 'connected' : 'ask'))
        .catch((error: unknown) => (isPassing(error) ? 'later' : 'ask'));
      if (outcome === 'later') {
        // The service did not answer: not a reason to ask for the password. The next use tries
        // the exchange again (see token()).
        this.#set({
          state: 'unavailable',
          needsPassword: false,
          problem: { id: 'error.v1.notAnswering' },
        });
      } else if (outcome === 'ask') {
        this.#set({ state: 'not-connected', needsPassword: true, problem: null });
      }
      return;
    }
    await this.#single(() => this.#loginWithKey(key, false)).catch(() => undefined);
  }

  /**
   * Connects with a session of another account of the person, when the service offers the
   * exchange, and keeps a key for this device as the password would. Any failure (no other
   * session, a service without the exchange, a refusal) leaves the password to be asked as before.
   */
  async #exchange(): Promise<void> {
    const source = this.#options.tokenOfAnotherAccount;
    if (source === undefined) return;
    const token = await source();
    if (token === null) return;
    this.#set({ state: 'connecting', problem: null });
    const baseUrl = await this.#resolveBaseUrl();
    let login: V1LoginResult;
    try {
      login = await this.#auth.exchange(baseUrl, token);
    } catch (error) {
      if (isPassing(error)) throw error;
      this.#options.logger.info('v1 session exchange not available, the password is asked', {
        status: error instanceof V1Error ? error.status : null,
      });
      return;
    }
    const key = await this.#auth.createSecretKey(baseUrl, login.token, this.#options.deviceName);
    await this.#options.keys.save(this.organizationId, key);
    // The exchanged session lasts only as long as its source; this device's own key opens a
    // session of the account's full length.
    await this.#loginWithKey(key, false);
  }

  /** The one-time password (or a secret key the person already has). */
  connect(credential: V1Credential): Promise<void> {
    return this.#single(async () => {
      this.#set({ state: 'connecting', problem: null });
      const baseUrl = await this.#resolveBaseUrl();
      if (credential.method === 'secret-key') {
        await this.#loginWithKey(credential.secretKey, true);
        return;
      }
      let login: V1LoginResult;
      try {
        login = await this.#auth.login(baseUrl, this.#options.email, credential.password);
      } catch (error) {
        throw this.#fail(error, { id: 'error.v1.passwordRefused' });
      }
      let key: string;
      try {
        key = await this.#auth.createSecretKey(baseUrl, login.token, this.#options.deviceName);
      } catch (error) {
        throw this.#fail(error, { id: 'error.v1.noKeyCreated' });
      }
      await this.#options.keys.save(this.organizationId, key);
      this.#start(baseUrl, login);
    });
  }

  async token(): Promise<string> {
    const tokens = this.#tokens;
    if (tokens === null) {
      if (this.#status.state === 'unavailable' && !this.#status.needsPassword) {
        // The last attempt failed for a passing reason; try once more with the stored key.
        await this.restore();
        if (this.#tokens !== null) return this.token();
      }
      throw this.#notConnected();
    }
    try {
      return await tokens.accessToken();
    } catch (error) {
      throw this.#tokenError(error);
    }
  }

  async replaceRejected(usedToken: string): Promise<string> {
    const tokens = this.#tokens;
    if (tokens === null) throw this.#notConnected();
    try {
      return await tokens.replaceRejected(usedToken);
    } catch (error) {
      throw this.#tokenError(error);
    }
  }

  resumed(): void {
    this.#tokens?.resumed();
  }

  /** Drops tokens (they live in memory only) and stops timers; the stored key stays. */
  dispose(): void {
    this.#disposed = true;
    this.#tokens?.dispose();
    this.#tokens = null;
    this.#client = null;
  }

  async #loginWithKey(key: string, store: boolean): Promise<void> {
    this.#set({ state: 'connecting', problem: null });
    const baseUrl = await this.#resolveBaseUrl();
    let login: V1LoginResult;
    try {
      login = await this.#auth.loginWithSecretKey(baseUrl, key);
    } catch (error) {
      if (!store && error instanceof V1Error && error.status === 401) {
        // The key was deleted on the service: forget it, and ask for the password once more.
        await this.#options.keys.forget(this.organizationId);
        throw this.#fail(error, keyRefusedMessage);
      }
      throw this.#fail(error, { id: 'error.v1.secretKeyRefused' });
    }
    if (store) await this.#options.keys.save(this.organizationId, key);
    this.#start(baseUrl, login);
  }

  #start(baseUrl: string, login: V1LoginResult): void {
    if (this.#disposed) return;
    this.#tokens?.dispose();
    const tokens = new TokenManager<V1LoginResult>({
      grant: this.#grant(baseUrl),
      // The v1 refresh token lives in memory only: the stored secret key replaces it after a restart.
      saveRefreshToken: () => Promise.resolve(),
      refreshToken: login.refreshToken,
      access: { accessToken: login.token, expiresAt: login.expiresAt, organizationId: null },
      organizationId: null,
      ...(this.#options.now === undefined ? {} : { now: this.#options.now }),
      ...(this.#options.scheduler === undefined ? {} : { scheduler: this.#options.scheduler }),
      ...(this.#options.backoff === undefined ? {} : { backoff: this.#options.backoff }),
      ...(this.#options.refreshMarginMs === undefined
        ? {}
        : { refreshMarginMs: this.#options.refreshMarginMs }),
      onEnded: (ended) => {
        this.#tokens = null;
        this.#client = null;
        const keyRefused = ended.reason instanceof GrantRejectedError && ended.reason.error === keyRejected;
        this.#set({
          state: 'not-connected',
          needsPassword: true,
          problem: keyRefused ? keyRefusedMessage : { id: 'error.v1.signInEnded' },
        });
      },
      onRetry: (retry) => {
        if (retry === null) this.#set({ state: 'connected', problem: null });
        else this.#set({ problem: { id: 'error.v1.keepsTrying' } });
      },
    });
    this.#tokens = tokens;
    this.#baseUrl = baseUrl;
    this.#client = new V1Client({ ...this.#options, baseUrl, tokens: this });
    this.#set({ state: 'connected', needsPassword: false, problem: null });
  }

  #grant(baseUrl: string): TokenGrant<V1LoginResult> {
    const issued = (login: V1LoginResult) => ({
      accessToken: login.token,
      refreshToken: login.refreshToken,
      expiresAt: login.expiresAt,
      organizationId: null,
      response: login,
    });
    return {
      refresh: async (refreshToken) => {
        try {
          return issued(await this.#auth.refresh(baseUrl, refreshToken));
        } catch (error) {
          if (!(error instanceof V1Error)) throw transient(error);
        }
        // The refresh token is spent or expired: log in again with this device's key.
        const key = await this.#options.keys.get(this.organizationId);
        if (key === null) throw new GrantRejectedError('v1_no_key', 'No v1 key is stored for this device.');
        try {
          return issued(await this.#auth.loginWithSecretKey(baseUrl, key));
        } catch (error) {
          if (error instanceof V1Error && error.status === 401) {
            await this.#options.keys.forget(this.organizationId);
            throw new GrantRejectedError(keyRejected, 'The v1 key of this device was refused.');
          }
          throw transient(error);
        }
      },
    };
  }

  async #resolveBaseUrl(): Promise<string> {
    if (this.#baseUrl !== null) return this.#baseUrl;
    let accounts;
    try {
      accounts = await this.#auth.findAccounts(this.#options.email);
    } catch (error) {
      if (error instanceof V1Error && error.status === 401) {
        // findurl needs nothing but the application key, so a refusal here is about the key.
        const refused = new V1ConnectError(
          'v1-application-key-refused',
          { id: 'error.v1.applicationKeyRefused' },
          error,
        );
        this.#set({ state: 'not-connected', problem: refused.sentence });
        throw refused;
      }
      throw this.#fail(error, { id: 'error.v1.noAddress' });
    }
    const title = this.#options.organization.title.trim().toLowerCase();
    const match =
      accounts.find((account) => account.name?.trim().toLowerCase() === title) ??
      (accounts.length === 1 ? accounts[0] : undefined);
    if (match === undefined) {
      const error = new V1ConnectError('v1-no-account', {
        id: 'error.v1.noAccount',
        values: { organization: this.#options.organization.title, email: this.#options.email },
      });
      this.#set({ state: 'not-connected', problem: error.sentence });
      throw error;
    }
    this.#baseUrl = this.#auth.tenantBaseUrl(match.url);
    this.#set({ account: accountName(match.url) });
    return this.#baseUrl;
  }

  #fail(error: unknown, refusal: Message): V1ConnectError {
    if (error instanceof V1ConnectError) return error;
    let result: V1ConnectError;
    if (error instanceof V1UnavailableError || error instanceof TransientAuthError) {
      result = new V1ConnectError('v1-unavailable', { id: 'error.v1.unreachable' }, error);
      this.#set({ state: 'unavailable', problem: result.sentence });
    } else if (error instanceof V1Error && (error.status === 401 || error.status === 403)) {
      result = new V1ConnectError('v1-wrong-password', refusal, error);
      this.#set({ state: 'not-connected', needsPassword: true, problem: result.sentence });
    } else {
      this.#options.logger.warn('v1 connection failed', { error });
      result = new V1ConnectError(
        'v1-failed',
        {
          id: 'error.v1.failed',
          values: {
            refusal,
            // The service's own text, as it came.
            answered: error instanceof Error ? 'yes' : 'no',
            answer: error instanceof Error ? error.message : '',
          },
        },
        error,
      );
      this.#set({ state: 'not-connected', problem: result.sentence });
    }
    return result;
  }

  #tokenError(error: unknown): Error {
    if (error instanceof SessionEndedError) return this.#notConnected();
    return error instanceof Error ? error : new Error(String(error));
  }

  /** Not connected, with the reason when the service ended the sign-in (the person must act). */
  #notConnected(): V1NotConnectedError {
    const status = this.#status;
    return new V1NotConnectedError(status.needsPassword ? status.problem : null);
  }

  #single(run: () => Promise<void>): Promise<void> {
    const previous = this.#connecting ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    const tracked = next.finally(() => {
      if (this.#connecting === tracked) this.#connecting = null;
    });
    this.#connecting = tracked;
    return tracked;
  }

  /** The status's problem, for errors in the person's language. */
  get problem(): Message | null {
    return this.#status.problem;
  }

  #set(patch: Partial<V1Status>): void {
    const next: V1Status = { ...this.#status, ...patch };
    if (
      next.state === this.#status.state &&
      next.account === this.#status.account &&
      next.needsPassword === this.#status.needsPassword &&
      sameMessage(next.problem, this.#status.problem)
    ) {
      return;
    }
    this.#status = next;
    if (!this.#disposed) this.#options.onChange(next);
  }
}

/** The account prefix, also when the service answered a full tenant address (`.../t/acme`). */
function accountName(address: string): string {
  if (!/^https?:\/\//i.test(address)) return address;
  const parts = new URL(address).pathname.split('/').filter((part) => part !== '' && part !== 'v1');
  return parts.at(-1) ?? address;
}

/** The grant error of a device key the service refused. */
const keyRejected = 'v1_key_rejected';

function transient(error: unknown): TransientAuthError {
  if (error instanceof TransientAuthError) return error;
  const status = error instanceof V1UnavailableError ? error.status : null;
  const retryAfter = error instanceof V1UnavailableError ? error.retryAfterMs : null;
  return new TransientAuthError('The v1 interface could not be reached.', status, retryAfter, error);
}

/** A failure that passes (the service or the network is down), not a refusal. */
function isPassing(error: unknown): boolean {
  return (
    error instanceof V1UnavailableError ||
    error instanceof TransientAuthError ||
    (error instanceof V1ConnectError && error.code === 'v1-unavailable')
  );
}
