import { backoffDelay, defaultBackoff, type BackoffPolicy } from '../http/backoff.ts';
import {
  GrantRejectedError,
  NoOrganizationError,
  OrganizationSelectionRequiredError,
  TransientAuthError,
} from './auth-errors.ts';
import { MalformedTokenError } from './jwt-claims.ts';
import { realScheduler, type Scheduler } from '../scheduler/scheduler.ts';

export interface AccessGrant {
  readonly accessToken: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** The organization the token is for (an `authOrganizationId`), when the token says. */
  readonly organizationId: string | null;
}

/** What a refresh yields: the new pair, and the raw response for whoever wants more of it. */
export interface IssuedTokens<R> extends AccessGrant {
  readonly refreshToken: string;
  readonly response: R;
}

/** One refresh-token grant. Throws the classes of auth-errors.ts. */
export interface TokenGrant<R> {
  refresh(refreshToken: string, organizationId?: string): Promise<IssuedTokens<R>>;
}

/** The session is over; `reason` says why (a rejected grant, a token without organization...). */
export class SessionEndedError extends Error {
  readonly reason: Error;
  constructor(reason: Error) {
    super('The sign-in has ended; sign in again.', { cause: reason });
    this.name = 'SessionEndedError';
    this.reason = reason;
  }
}

export interface RetryState {
  readonly error: TransientAuthError;
  readonly nextAttemptAt: number;
}

export interface TokenManagerOptions<R> {
  readonly grant: TokenGrant<R>;
  /** Persists the new refresh token; awaited before the new access token is used. */
  readonly saveRefreshToken: (token: string) => Promise<void>;
  readonly refreshToken: string;
  /** An access token already in hand (right after sign-in), if any. */
  readonly access?: AccessGrant | null;
  /** The organization (an `authOrganizationId`) every refresh keeps, or null to let the service decide. */
  readonly organizationId: string | null;
  /** Refresh when less than this remains (the spec's one minute). */
  readonly refreshMarginMs?: number;
  readonly backoff?: BackoffPolicy;
  readonly now?: () => number;
  readonly scheduler?: Scheduler;
  readonly random?: () => number;
  /** After each successful refresh, before any caller gets the new access token. */
  readonly onRefreshed?: (issued: IssuedTokens<R>) => void;
  readonly onEnded?: (error: SessionEndedError) => void;
  /** Transient trouble began (with the next attempt) or ended (null). */
  readonly onRetry?: (state: RetryState | null) => void;
}

/** A token this close to expiry is not sent: it could expire on the way. */
const inFlightSkewMs = 5000;

interface Flight {
  readonly organizationId: string | null;
  readonly promise: Promise<AccessGrant>;
}

/**
 * Keeps an OAuth access token valid. Proactive: a caller asking with under a minute left waits
 * for a refresh first, and a timer refreshes ahead of expiry while nobody asks (and again after a
 * resume from sleep). Single-flight: however many callers ask at once, one refresh runs and all
 * wait for it; a refresh token is used exactly once. The new refresh token is saved before the
 * new access token is handed out. Failures: a rejected grant (or a token without organization)
 * ends the session; network trouble, 408, 429 and 5xx keep it and retry with backoff, honouring
 * Retry-After, while the old token keeps serving as long as it is valid.
 */
export class TokenManager<R = unknown> {
  readonly #options: TokenManagerOptions<R>;
  readonly #now: () => number;
  readonly #scheduler: Scheduler;
  readonly #margin: number;
  #refreshToken: string;
  #access: AccessGrant | null;
  #organizationId: string | null;
  #flight: Flight | null = null;
  #timer: unknown = null;
  #failures = 0;
  #retry: RetryState | null = null;
  #ended: SessionEndedError | null = null;
  #disposed = false;

  constructor(options: TokenManagerOptions<R>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#scheduler = options.scheduler ?? realScheduler;
    this.#margin = options.refreshMarginMs ?? 60_000;
    this.#refreshToken = options.refreshToken;
    this.#access = options.access ?? null;
    this.#organizationId = options.organizationId;
    this.#schedule();
  }

  get current(): AccessGrant | null {
    return this.#access;
  }

  get organizationId(): string | null {
    return this.#organizationId;
  }

  get retry(): RetryState | null {
    return this.#retry;
  }

  get ended(): SessionEndedError | null {
    return this.#ended;
  }

  /** A valid access token, refreshed first when under the margin. */
  async accessToken(): Promise<string> {
    this.#assertLive();
    const access = this.#access;
    if (access !== null && this.#remaining(access) > this.#margin) return access.accessToken;
    if (this.#flight === null && this.#retry !== null && this.#now() < this.#retry.nextAttemptAt) {
      // Backing off: use the old token while it lasts instead of hammering the service.
      if (access !== null && this.#remaining(access) > inFlightSkewMs) return access.accessToken;
      throw this.#retry.error;
    }
    try {
      return (await this.refresh()).accessToken;
    } catch (error) {
      const still = this.#access;
      if (error instanceof TransientAuthError && still !== null && this.#remaining(still) > inFlightSkewMs) {
        return still.accessToken;
      }
      throw error;
    }
  }

  /**
   * Refreshes now (joining a refresh already running for the same organization). With
   * `organizationId` it switches organization; with `endOnRejection: false` a rejected grant is
   * thrown without ending the session (the caller checks whether the session still works).
   */
  refresh(options: { organizationId?: string; endOnRejection?: boolean } = {}): Promise<AccessGrant> {
    this.#assertLive();
    const target = options.organizationId ?? this.#organizationId;
    const flight = this.#flight;
    if (flight !== null) {
      // A plain refresh is satisfied by any refresh in flight; a switch waits for its own.
      if (options.organizationId === undefined || flight.organizationId === target) return flight.promise;
      return flight.promise.catch(() => undefined).then(() => this.refresh(options));
    }
    const promise = this.#run(target, options.endOnRejection ?? true).finally(() => {
      if (this.#flight?.promise === promise) this.#flight = null;
    });
    this.#flight = { organizationId: target, promise };
    return promise;
  }

  /**
   * After a 401 `Invalid access token` for `usedToken`: refresh once, unless another caller has
   * already replaced that token, and answer the token to retry with.
   */
  async replaceRejected(usedToken: string): Promise<string> {
    this.#assertLive();
    if (this.#flight !== null) await this.#flight.promise;
    const access = this.#access;
    if (access !== null && access.accessToken !== usedToken) return access.accessToken;
    return (await this.refresh()).accessToken;
  }

  /** The system woke up: timers may have slept through an expiry. */
  resumed(): void {
    if (this.#ended !== null || this.#disposed) return;
    const access = this.#access;
    if (access === null || this.#remaining(access) <= this.#margin) {
      this.refresh().catch(() => undefined);
    } else {
      this.#schedule();
    }
  }

  dispose(): void {
    this.#disposed = true;
    this.#clearTimer();
  }

  async #run(organizationId: string | null, endOnRejection: boolean): Promise<AccessGrant> {
    let issued: IssuedTokens<R>;
    try {
      issued = await this.#options.grant.refresh(this.#refreshToken, organizationId ?? undefined);
      // The old refresh token is spent from here on; keep the new one even if the rest fails.
      this.#refreshToken = issued.refreshToken;
      await this.#options.saveRefreshToken(issued.refreshToken);
    } catch (error) {
      if (this.#disposed) throw error;
      if (error instanceof TransientAuthError) {
        this.#failures += 1;
        const delay = backoffDelay(
          this.#failures,
          this.#options.backoff ?? defaultBackoff,
          error.retryAfterMs,
          this.#options.random,
        );
        this.#setRetry({ error, nextAttemptAt: this.#now() + delay });
        this.#schedule();
        throw error;
      }
      if (isSessionEnding(error) && (endOnRejection || !(error instanceof GrantRejectedError))) {
        this.#end(error);
        throw this.#ended ?? error;
      }
      throw error;
    }
    const grant: AccessGrant = {
      accessToken: issued.accessToken,
      expiresAt: issued.expiresAt,
      organizationId: issued.organizationId,
    };
    if (this.#disposed) return grant;
    this.#access = grant;
    this.#organizationId = grant.organizationId;
    this.#failures = 0;
    this.#setRetry(null);
    this.#options.onRefreshed?.(issued);
    this.#schedule();
    return grant;
  }

  #end(reason: Error): void {
    this.#ended = new SessionEndedError(reason);
    this.#access = null;
    this.#clearTimer();
    this.#setRetry(null);
    this.#options.onEnded?.(this.#ended);
  }

  #setRetry(state: RetryState | null): void {
    if (state === null && this.#retry === null) return;
    this.#retry = state;
    this.#options.onRetry?.(state);
  }

  #schedule(): void {
    this.#clearTimer();
    if (this.#ended !== null || this.#disposed) return;
    const now = this.#now();
    let at: number;
    if (this.#retry !== null) at = this.#retry.nextAttemptAt;
    else if (this.#access !== null) at = this.#access.expiresAt - this.#margin;
    else return;
    this.#timer = this.#scheduler.setTimeout(
      () => {
        this.#timer = null;
        if (this.#ended !== null || this.#disposed) return;
        this.refresh().catch(() => undefined);
      },
      Math.max(at - now, 0),
    );
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #remaining(access: AccessGrant): number {
    return access.expiresAt - this.#now();
  }

  #assertLive(): void {
    if (this.#ended !== null) throw this.#ended;
    if (this.#disposed) throw new SessionEndedError(new Error('The session was closed.'));
  }
}

function isSessionEnding(error: unknown): error is Error {
  return (
    error instanceof GrantRejectedError ||
    error instanceof NoOrganizationError ||
    error instanceof MalformedTokenError ||
    error instanceof OrganizationSelectionRequiredError
  );
}
