import type {
  OrganizationChange,
  OrganizationSummary,
  SessionProblem,
  SessionRetry,
  SessionState,
  SessionStatus,
  V1Status,
} from '../../../src-shared/domain/session.ts';
import {
  BrowserNotOpenedError,
  GrantRejectedError,
  NoOrganizationError,
  OrganizationSelectionRequiredError,
  SignInCancelledError,
  SignInDeniedError,
  SignInTimedOutError,
  TransientAuthError,
} from '../auth/auth-errors.ts';
import { signInWithBrowser } from '../auth/browser-sign-in.ts';
import { MalformedTokenError } from '../auth/jwt-claims.ts';
import { issuedFromResponse, oauthGrant } from '../auth/oauth-grant.ts';
import { realScheduler, type Scheduler } from '../scheduler/scheduler.ts';
import { TokenEndpoint, type TokenResponse } from '../auth/token-endpoint.ts';
import { SessionEndedError, TokenManager, type AccessGrant } from '../auth/token-manager.ts';
import type { ConnectionProfile } from '../connection/connection-profile.ts';
import type { ConnectionStore, RememberedPerson } from '../connection/connection-store.ts';
import {
  authenticationContextQuery,
  AuthenticationContextError,
  parseAuthenticationContext,
  type AuthenticationContext,
} from '../graph/authentication-context.ts';
import {
  GraphClient,
  type GraphCredential,
  type GraphOperation,
  type GraphResult,
} from '../graph/graph-client.ts';
import type { GraphOperationKind } from '../graph/core-graph.ts';
import {
  GraphAuthError,
  GraphProtocolError,
  GraphUnavailableError,
  isMissingTenant,
} from '../graph/graph-errors.ts';
import { backoffDelay, defaultBackoff, type BackoffPolicy } from '../http/backoff.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { ConnectionSecrets } from '../secrets/connection-secrets.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { V1ConnectError, V1NotConnectedError, V1Session, type V1Credential } from '../v1/v1-session.ts';
import { graphAuthProblem, problem, problemError } from './problems.ts';
import { StateRevisions } from './state-revisions.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';

export interface AccountSessionOptions {
  readonly profile: ConnectionProfile;
  readonly secrets: ConnectionSecrets;
  readonly connections: ConnectionStore;
  readonly openExternal: (url: string) => Promise<void>;
  readonly logger: Logger;
  /** How this device names its v1 secret key. */
  readonly deviceName: string;
  readonly onChange: (state: SessionState) => void;
  readonly onOrganizationChange: (change: OrganizationChange) => void;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly scheduler?: Scheduler;
  readonly refreshMarginMs?: number;
  readonly backoff?: BackoffPolicy;
  readonly signInTimeoutMs?: number;
  /** Shared with the other connections' sessions; a session of its own numbers otherwise. */
  readonly revisions?: StateRevisions;
}

type Credential =
  | { readonly kind: 'browser'; readonly tokens: TokenManager<TokenResponse> }
  | { readonly kind: 'api-key'; readonly key: string };

const notConnectedV1: V1Status = {
  state: 'not-connected',
  account: null,
  needsPassword: false,
  problem: null,
};

/**
 * Who is signed in on one connection, and how each request gets a valid credential. It owns the
 * graph credential (OAuth tokens through a TokenManager, or an API key; never both), the current
 * organization and its v1 session, and turns every failure into a sentence and a next step. No
 * token, key or password ever leaves it: callers get session state and results.
 */
export class AccountSession {
  readonly #options: AccountSessionOptions;
  readonly #graph: GraphClient;
  readonly #endpoint: TokenEndpoint;
  readonly #scheduler: Scheduler;
  readonly #now: () => number;
  readonly #revisions: StateRevisions;
  #status: SessionStatus = 'starting';
  #credential: Credential | null = null;
  #context: AuthenticationContext | null = null;
  #problem: SessionProblem | null = null;
  #retryMessage: SessionRetry | null = null;
  #v1: V1Session | null = null;
  #signIn: AbortController | null = null;
  #restoreTimer: unknown = null;
  #restoreAttempts = 0;
  #ending: Promise<void> | null = null;
  #disposed = false;

  constructor(options: AccountSessionOptions) {
    this.#options = options;
    const http = options.fetch === undefined ? {} : { fetch: options.fetch };
    this.#graph = new GraphClient({ graphUrl: options.profile.graphUrl, ...http });
    this.#endpoint = new TokenEndpoint({
      authUrl: options.profile.authUrl,
      clientId: options.profile.clientId,
      ...http,
      ...(options.now === undefined ? {} : { now: options.now }),
    });
    this.#scheduler = options.scheduler ?? realScheduler;
    this.#now = options.now ?? Date.now;
    this.#revisions = options.revisions ?? new StateRevisions();
  }

  get profile(): ConnectionProfile {
    return this.#options.profile;
  }

  state(): SessionState {
    const profile = this.#options.profile;
    const context = this.#context;
    return {
      status: this.#status,
      connection: {
        kind: profile.kind,
        label: profile.label,
        demo: profile.demo,
        server:
          profile.kind === 'server'
            ? {
                serviceUrl: profile.serviceUrl,
                graphUrl: profile.graphUrl,
                authUrl: profile.authUrl,
                clientId: profile.clientId,
                provider: profile.provider,
                v1PublicUrl: profile.v1PublicUrl,
                v1ApplicationKey: profile.v1ApplicationKey,
              }
            : null,
      },
      credential: this.#credential?.kind ?? null,
      user: context?.user ?? null,
      access: context?.access ?? null,
      organization: context?.organization ?? null,
      organizations: context?.organizations ?? [],
      v1: this.#v1?.status ?? notConnectedV1,
      problem: this.#problem,
      retry: this.#retryMessage,
      secretsPersistent: this.#options.secrets.persistent,
      suggestSignUp:
        profile.kind === 'this-computer' &&
        !profile.demo &&
        !this.#options.connections.signedInBefore(profile.id),
      revision: this.#revisions.next(),
    };
  }

  /**
   * Who is signed in, as the outbox records the owner of a write: the service's user id and
   * the name (or e-mail) to show. Null until the service said who it is.
   */
  person(): RememberedPerson | null {
    const context = this.#context;
    if (context?.userId == null) return null;
    return { id: context.userId, label: personLabel(context) };
  }

  /** Restores the session kept in the keychain, if any. Never opens a browser. */
  async start(): Promise<SessionState> {
    const refreshToken = await this.#options.secrets.refreshToken();
    const apiKey = refreshToken === null ? await this.#options.secrets.apiKey() : null;
    if (refreshToken !== null) {
      const last = this.#options.connections.lastOrganization(this.profile.id);
      this.#credential = {
        kind: 'browser',
        tokens: this.#tokenManager(refreshToken, null, last?.authOrganizationId ?? null),
      };
    } else if (apiKey !== null) {
      this.#credential = { kind: 'api-key', key: apiKey };
    } else {
      this.#status = 'signed-out';
      this.#emit();
      return this.state();
    }
    await this.#restore();
    return this.state();
  }

  async signIn(screenHint?: 'sign-in' | 'sign-up'): Promise<SessionState> {
    this.#refuseWhenSignedIn();
    this.#signIn?.abort();
    const controller = new AbortController();
    this.#signIn = controller;
    // A restore still retrying in the background gives way to the new sign-in.
    await this.#clear(false);
    this.#status = 'signing-in';
    this.#problem = null;
    this.#emit();
    const state = this.state();
    const last = this.#options.connections.lastOrganization(this.profile.id);
    try {
      const response = await signInWithBrowser({
        authUrl: this.profile.authUrl,
        clientId: this.profile.clientId,
        provider: this.profile.provider,
        endpoint: this.#endpoint,
        openExternal: this.#options.openExternal,
        timeoutMs: this.#options.signInTimeoutMs ?? 10 * 60 * 1000,
        signal: controller.signal,
        screenHint: screenHint ?? (state.suggestSignUp ? 'sign-up' : undefined),
        organizationId: last?.authOrganizationId,
        logger: this.#options.logger,
      });
      const issued = issuedFromResponse(response);
      if (controller.signal.aborted) throw new SignInCancelledError();
      // The refresh token is in the keychain before the access token is used for anything.
      await this.#options.secrets.saveRefreshToken(issued.refreshToken);
      this.#credential = {
        kind: 'browser',
        tokens: this.#tokenManager(issued.refreshToken, issued, issued.organizationId),
      };
      await this.#loadContext();
      this.#options.connections.markSignedIn(this.profile.id);
      this.#status = 'signed-in';
      this.#emit();
      return this.state();
    } catch (error) {
      if (this.#signIn !== controller) throw problemError(problem('sign-in-cancelled'));
      const reason = this.#signInProblem(error);
      await this.#clear(true);
      this.#status = 'signed-out';
      this.#problem = reason.code === 'sign-in-cancelled' ? null : reason;
      this.#emit();
      throw problemError(reason);
    } finally {
      if (this.#signIn === controller) this.#signIn = null;
    }
  }

  cancelSignIn(): SessionState {
    this.#signIn?.abort();
    return this.state();
  }

  /** Checks the key with `authenticationContext` before anything is stored. */
  async signInWithApiKey(apiKey: string): Promise<SessionState> {
    this.#refuseWhenSignedIn();
    const key = apiKey.trim();
    this.#signIn?.abort();
    await this.#clear(false);
    this.#credential = { kind: 'api-key', key };
    this.#status = 'signing-in';
    this.#problem = null;
    this.#emit();
    try {
      await this.#loadContext();
    } catch (error) {
      const reason =
        error instanceof GraphAuthError && error.failure === 'invalid-access-token'
          ? problem('api-key-rejected')
          : this.#signInProblem(error);
      this.#credential = null;
      this.#context = null;
      this.#status = 'signed-out';
      this.#problem = reason;
      this.#emit();
      throw problemError(reason);
    }
    await this.#options.secrets.saveApiKey(key);
    this.#status = 'signed-in';
    this.#emit();
    return this.state();
  }

  /** There is no logout endpoint: signing out forgets every secret of this connection. */
  async signOut(): Promise<SessionState> {
    this.#signIn?.abort();
    await this.#clear(true);
    this.#status = 'signed-out';
    this.#problem = null;
    this.#emit();
    return this.state();
  }

  /** The user's organizations, read again from the service. */
  async listOrganizations(): Promise<readonly OrganizationSummary[]> {
    this.#requireSignedIn();
    await this.#loadContext().catch((error: unknown) => {
      throw this.#requestError(error);
    });
    this.#emit();
    return this.#context?.organizations ?? [];
  }

  /** Refreshes with `organization_id` = the target's `authOrganizationId` (never its `id`). */
  async switchOrganization(organizationId: string): Promise<SessionState> {
    this.#requireSignedIn();
    const credential = this.#credential;
    const context = this.#context;
    if (credential?.kind !== 'browser') {
      throw new CoreError('api-key-single-organization', 'error.apiKeySingleOrganization');
    }
    const target = context?.organizations.find((organization) => organization.id === organizationId);
    if (target === undefined) {
      throw new CoreError('unknown-organization', 'error.notAMember');
    }
    if (context?.organization?.id === target.id) return this.state();
    try {
      await credential.tokens.refresh({ organizationId: target.authOrganizationId, endOnRejection: false });
    } catch (error) {
      if (error instanceof GrantRejectedError) {
        // Refused for that organization: the session itself may still be fine.
        try {
          await credential.tokens.refresh();
        } catch (inner) {
          throw this.#requestError(inner);
        }
        throw new CoreError('switch-refused', 'error.switchRefused', {
          target: target.title,
          current: context?.organization?.title ?? { id: 'error.yourOrganization' },
        });
      }
      throw this.#requestError(error);
    }
    try {
      await this.#loadContext();
    } catch (error) {
      throw this.#requestError(error);
    }
    // A problem of the old organization (unknown, membership not materialized) is not this one's.
    this.#problem = null;
    this.#emit();
    return this.state();
  }

  async connectV1(credential: V1Credential): Promise<SessionState> {
    this.#requireSignedIn();
    const v1 = this.#v1;
    if (v1 === null) throw new CoreError('v1-no-organization', 'error.chooseOrganization');
    try {
      await v1.connect(credential);
    } catch (error) {
      this.#emit();
      if (error instanceof V1ConnectError) {
        throw new CoreError(error.code, error.sentence.id, error.sentence.values);
      }
      throw error;
    }
    this.#emit();
    return this.state();
  }

  /**
   * Runs `use` with a v1 client of another of the person's organizations, logged in with this
   * device's key there, for as long as `use` takes: a stopwatch left going there is stopped without
   * switching back.
   */
  async withV1Of<T>(organizationId: string, use: (client: V1Client) => Promise<T>): Promise<T> {
    this.#requireSignedIn();
    const organization = this.#context?.organizations.find((o) => o.id === organizationId);
    if (organization === undefined) {
      throw new CoreError('unknown-organization', 'error.notYoursAnyMore');
    }
    const v1 = this.#v1SessionFor(organization, () => undefined, true);
    try {
      await v1.restore();
      let client: V1Client;
      try {
        client = v1.client();
      } catch (error) {
        if (!(error instanceof V1NotConnectedError)) throw error;
        throw new CoreError('v1-not-connected', 'error.notConnectedElsewhere', {
          organization: organization.title,
        });
      }
      return await use(client);
    } finally {
      v1.dispose();
    }
  }

  /** The v1 client of the current organization, for the rest of the core. */
  v1Client(): V1Client {
    const v1 = this.#v1;
    try {
      if (v1 === null) throw new V1NotConnectedError();
      return v1.client();
    } catch (error) {
      if (error instanceof V1NotConnectedError) {
        throw error.reason === null
          ? new CoreError('v1-not-connected', 'error.connectV1')
          : CoreError.of('v1-not-connected', error.reason);
      }
      throw error;
    }
  }

  /** One of the core's typed GraphQL operations, sent with the current credential. */
  async execute(operation: GraphOperation, kind: GraphOperationKind): Promise<GraphResult> {
    this.#requireSignedIn();
    let result: GraphResult;
    try {
      result = await this.#send(operation);
    } catch (error) {
      const failure = await this.#graphFailure(error, kind);
      // A session that ended on the way is fully signed out before the caller hears of it.
      await this.#ending;
      throw failure;
    }
    if ((result.errors ?? []).some(isMissingTenant)) {
      const reason = problem('no-organization');
      await this.#end(reason);
      throw problemError(reason);
    }
    return result;
  }

  /** Why time tracking must be connected again (the service ended it), as a message, else null. */
  v1Problem(): Message | null {
    const v1 = this.#v1;
    return v1 !== null && v1.status.needsPassword ? v1.problem : null;
  }

  resumed(): void {
    if (this.#credential?.kind === 'browser') this.#credential.tokens.resumed();
    this.#v1?.resumed();
  }

  dispose(): void {
    this.#disposed = true;
    this.#signIn?.abort();
    this.#clearRestoreTimer();
    if (this.#credential?.kind === 'browser') this.#credential.tokens.dispose();
    this.#v1?.dispose();
  }

  #tokenManager(
    refreshToken: string,
    access: AccessGrant | null,
    organizationId: string | null,
  ): TokenManager<TokenResponse> {
    const options = this.#options;
    const manager: TokenManager<TokenResponse> = new TokenManager<TokenResponse>({
      grant: oauthGrant(this.#endpoint),
      refreshToken,
      access,
      organizationId,
      saveRefreshToken: (token) => options.secrets.saveRefreshToken(token),
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
      ...(options.refreshMarginMs === undefined ? {} : { refreshMarginMs: options.refreshMarginMs }),
      ...(options.backoff === undefined ? {} : { backoff: options.backoff }),
      onEnded: (error) => {
        if (this.#credential?.kind === 'browser' && this.#credential.tokens === manager) {
          void this.#end(endProblem(error.reason)).catch((inner: unknown) =>
            options.logger.error('could not end the session cleanly', { error: inner }),
          );
        }
      },
      onRetry: (retry) => {
        this.#retryMessage =
          retry === null
            ? null
            : {
                message: { id: 'sessionRetry.signInService' },
                nextAttemptAt: retry.nextAttemptAt,
              };
        this.#emit();
      },
    });
    return manager;
  }

  /** At start: proves the stored credential works and reads who it belongs to. */
  async #restore(): Promise<void> {
    try {
      await this.#loadContext();
    } catch (error) {
      if (isTransient(error) && this.#credential !== null) {
        // Keep the credential and try again later: the service may just be starting or offline.
        this.#restoreAttempts += 1;
        const delay = backoffDelay(this.#restoreAttempts, this.#options.backoff ?? defaultBackoff);
        this.#retryMessage = {
          message: { id: 'sessionRetry.restore' },
          nextAttemptAt: this.#now() + delay,
        };
        this.#problem = null;
        this.#emit();
        this.#clearRestoreTimer();
        this.#restoreTimer = this.#scheduler.setTimeout(() => {
          this.#restoreTimer = null;
          if (!this.#disposed && this.#status === 'starting') void this.#restore();
        }, delay);
        return;
      }
      await this.#end(this.#failureProblem(error));
      return;
    }
    this.#restoreAttempts = 0;
    this.#retryMessage = null;
    this.#status = 'signed-in';
    this.#emit();
  }

  /** Reads authenticationContext with the current credential and makes it the session's. */
  async #loadContext(): Promise<void> {
    const result = await this.#send({ query: authenticationContextQuery });
    let context: AuthenticationContext;
    try {
      context = parseAuthenticationContext(result);
    } catch (error) {
      if (error instanceof AuthenticationContextError && error.missingTenant) throw new NoOrganizationError();
      throw error;
    }
    if (context.organization === null) throw new NoOrganizationError();
    this.#setContext(context);
  }

  #setContext(context: AuthenticationContext): void {
    const previous = this.#context?.organization ?? null;
    this.#context = context;
    const current = context.organization;
    if (current !== null) this.#options.connections.rememberOrganization(this.profile.id, current);
    const person = this.person();
    if (person !== null) this.#options.connections.rememberPerson(this.profile.id, person);
    if (previous?.id !== current?.id) this.#organizationChanged(previous, current);
  }

  #organizationChanged(previous: OrganizationSummary | null, current: OrganizationSummary | null): void {
    // Everything of the old organization goes: its v1 session (tokens in memory) first.
    this.#v1?.dispose();
    this.#v1 = null;
    const context = this.#context;
    if (current !== null && context !== null) {
      const v1 = this.#v1SessionFor(current, () => this.#emit(), true);
      this.#v1 = v1;
      void v1.restore().catch((error: unknown) => this.#options.logger.warn('v1 restore failed', { error }));
    }
    this.#options.onOrganizationChange({ previous, current });
  }

  /**
   * A v1 session of `organization`. With `exchange`, an organization without a key on this device
   * is connected with a session of another of the person's organizations, when the service offers
   * that, instead of asking for the password once more.
   */
  #v1SessionFor(organization: OrganizationSummary, onChange: () => void, exchange: boolean): V1Session {
    const context = this.#context;
    if (context === null) throw new CoreError('signed-out', 'error.signedOut');
    const secrets = this.#options.secrets;
    return new V1Session({
      publicUrl: this.profile.v1PublicUrl,
      applicationKey: this.profile.v1ApplicationKey,
      organization,
      email: context.user.email,
      keys: {
        get: (id) => secrets.v1SecretKey(id),
        save: (id, key) => secrets.saveV1SecretKey(id, key),
        forget: (id) => secrets.forgetV1SecretKey(id),
      },
      deviceName: this.#options.deviceName,
      logger: this.#options.logger,
      onChange,
      ...(exchange ? { tokenOfAnotherAccount: () => this.#tokenOfAnotherAccount(organization) } : {}),
      ...(this.#options.fetch === undefined ? {} : { fetch: this.#options.fetch }),
      ...(this.#options.now === undefined ? {} : { now: this.#options.now }),
      ...(this.#options.scheduler === undefined ? {} : { scheduler: this.#options.scheduler }),
    });
  }

  /**
   * A v1 token of one of the person's other organizations: the current one's when it is connected,
   * else one logged in with this device's key there. Null when this device has none.
   */
  async #tokenOfAnotherAccount(target: OrganizationSummary): Promise<string | null> {
    const current = this.#v1;
    if (current !== null && current.organizationId !== target.id && current.status.state === 'connected') {
      const token = await current.token().catch(() => null);
      if (token !== null) return token;
    }
    for (const organization of this.#context?.organizations ?? []) {
      if (organization.id === target.id || organization.id === current?.organizationId) continue;
      if ((await this.#options.secrets.v1SecretKey(organization.id)) === null) continue;
      const other = this.#v1SessionFor(organization, () => undefined, false);
      try {
        await other.restore();
        const token = await other.token().catch(() => null);
        if (token !== null) return token;
      } finally {
        other.dispose();
      }
    }
    return null;
  }

  /** Sends with the current credential; one refresh and one retry after `Invalid access token`. */
  async #send(operation: GraphOperation): Promise<GraphResult> {
    const credential = this.#credential;
    if (credential === null) throw new SessionEndedError(new GrantRejectedError('signed_out', null));
    if (credential.kind === 'api-key')
      return this.#graph.request(operation, apiKeyCredential(credential.key));
    const token = await credential.tokens.accessToken();
    try {
      return await this.#graph.request(operation, bearer(token));
    } catch (error) {
      if (!(error instanceof GraphAuthError) || error.failure !== 'invalid-access-token') throw error;
      const replacement = await credential.tokens.replaceRejected(token);
      return this.#graph.request(operation, bearer(replacement));
    }
  }

  async #graphFailure(error: unknown, kind: GraphOperationKind): Promise<Error> {
    if (error instanceof GraphAuthError && error.failure === 'invalid-access-token') {
      // The fresh credential was refused too. If it can still read who it is, the operation
      // needed more access than the person has (a read-only member and a mutation).
      const readable = await this.#send({ query: authenticationContextQuery }).then(
        () => true,
        () => false,
      );
      if (readable) {
        const where = this.#context?.organization?.title ?? { id: 'error.thisOrganization' as const };
        return new CoreError('forbidden', kind === 'mutation' ? 'error.readOnlyChange' : 'error.refusedIn', {
          where,
        });
      }
      const reason = problem(
        this.#credential?.kind === 'api-key' ? 'api-key-rejected' : 'credential-rejected',
      );
      await this.#end(reason);
      return problemError(reason);
    }
    return this.#requestError(error);
  }

  /** An error of a request while signed in, as something the renderer can show. */
  #requestError(error: unknown): Error {
    if (error instanceof CoreError) return error;
    if (error instanceof SessionEndedError) return problemError(endProblem(error.reason));
    if (isTransient(error)) return problemError(problem('service-unreachable'));
    if (error instanceof GraphAuthError) {
      const reason = graphAuthProblem(error.failure);
      this.#problem = reason;
      this.#emit();
      return problemError(reason);
    }
    if (error instanceof NoOrganizationError) {
      const reason = problem('no-organization');
      void this.#end(reason);
      return problemError(reason);
    }
    if (error instanceof GraphProtocolError || error instanceof AuthenticationContextError) {
      return problemError(problem('service-error'));
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  #signInProblem(error: unknown): SessionProblem {
    if (error instanceof SignInCancelledError) return problem('sign-in-cancelled');
    if (error instanceof SignInTimedOutError) return problem('sign-in-timed-out');
    if (error instanceof BrowserNotOpenedError) return problem('browser-not-opened');
    if (error instanceof SignInDeniedError) {
      const said = error.description ?? error.error;
      return problem('sign-in-denied', {
        id: 'sessionProblem.detail.serviceSaid',
        values: { text: said.slice(0, 300) },
      });
    }
    if (error instanceof GrantRejectedError) {
      return problem('sign-in-denied', { id: 'sessionProblem.detail.codeRefused' });
    }
    return this.#failureProblem(error);
  }

  #failureProblem(error: unknown): SessionProblem {
    if (error instanceof SessionEndedError) return endProblem(error.reason);
    if (isTransient(error)) return problem('service-unreachable');
    if (error instanceof GraphAuthError) {
      if (error.failure === 'invalid-access-token' && this.#credential?.kind === 'api-key')
        return problem('api-key-rejected');
      return graphAuthProblem(error.failure);
    }
    if (
      error instanceof NoOrganizationError ||
      error instanceof GrantRejectedError ||
      error instanceof OrganizationSelectionRequiredError ||
      error instanceof MalformedTokenError
    ) {
      return endProblem(error);
    }
    this.#options.logger.error('sign-in failed unexpectedly', { error });
    return problem('service-error');
  }

  /**
   * The session is over: forget its secrets, and say why. The state says signed out at once;
   * callers that must not answer before the keychain is clean await the returned promise.
   */
  #end(reason: SessionProblem): Promise<void> {
    if (this.#ending !== null) return this.#ending;
    if (this.#credential === null && this.#status === 'signed-out') return Promise.resolve();
    this.#status = 'signed-out';
    this.#problem = reason;
    const ending = this.#clear(true)
      .then(() => this.#emit())
      .finally(() => {
        if (this.#ending === ending) this.#ending = null;
      });
    this.#ending = ending;
    return ending;
  }

  async #clear(forgetSecrets: boolean): Promise<void> {
    this.#clearRestoreTimer();
    const credential = this.#credential;
    this.#credential = null;
    if (credential?.kind === 'browser') credential.tokens.dispose();
    this.#retryMessage = null;
    const previous = this.#context?.organization ?? null;
    this.#context = null;
    if (previous !== null) this.#organizationChanged(previous, null);
    if (forgetSecrets) await this.#options.secrets.forgetAll();
  }

  #refuseWhenSignedIn(): void {
    if (this.#status === 'signed-in') {
      throw new CoreError('already-signed-in', 'error.alreadySignedIn');
    }
  }

  #requireSignedIn(): void {
    if (this.#status !== 'signed-in' || this.#credential === null) {
      throw new CoreError('signed-out', 'error.signedOut');
    }
  }

  #clearRestoreTimer(): void {
    if (this.#restoreTimer !== null) this.#scheduler.clearTimeout(this.#restoreTimer);
    this.#restoreTimer = null;
  }

  #emit(): void {
    if (!this.#disposed) this.#options.onChange(this.state());
  }
}

function personLabel(context: AuthenticationContext): string {
  const name = `${context.user.firstName} ${context.user.lastName}`.trim();
  return name === '' ? context.user.email : name;
}

function bearer(token: string): GraphCredential {
  return { kind: 'bearer', token };
}

function apiKeyCredential(key: string): GraphCredential {
  return { kind: 'api-key', key };
}

function isTransient(error: unknown): boolean {
  return error instanceof TransientAuthError || error instanceof GraphUnavailableError;
}

function endProblem(reason: Error): SessionProblem {
  if (reason instanceof NoOrganizationError) return problem('no-organization');
  if (reason instanceof OrganizationSelectionRequiredError) return problem('organization-selection-required');
  if (reason instanceof MalformedTokenError) return problem('service-error');
  return problem('sign-in-expired');
}
