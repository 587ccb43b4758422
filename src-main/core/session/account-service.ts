import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { hostname } from 'node:os';
import type { BackendStatus } from '../../../src-shared/domain/backend-status.ts';
import type { ConnectionSummary, SessionState } from '../../../src-shared/domain/session.ts';
import type { SetConnectionArg } from '../../../src-shared/ipc/channels/session.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import { BackendMonitor, type StartEmbeddedService } from '../backend/backend-monitor.ts';
import {
  ConnectionUrlError,
  serverProfile,
  serverSettings,
  thisComputerProfile,
  type ConnectionProfile,
} from '../connection/connection-profile.ts';
import { ConnectionStore, type SavedConnection } from '../connection/connection-store.ts';
import type { BackoffPolicy } from '../http/backoff.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { Logger } from '../logging/logger.ts';
import type { PlatformServices } from '../platform/platform-services.ts';
import { ConnectionSecrets } from '../secrets/connection-secrets.ts';
import { FallbackSecretStore } from '../secrets/fallback-secret-store.ts';
import { AccountSession } from './account-session.ts';
import { StateRevisions } from './state-revisions.ts';

export interface EmbeddedServiceConfig {
  /** The service's data folder under the app's user data. */
  readonly dataDir: string;
  /** Start it with the demo data (the `--demo` switch or STINT_DEMO=1). */
  readonly demo?: boolean;
}

export interface AccountServiceOptions {
  readonly platform: PlatformServices;
  readonly embedded: EmbeddedServiceConfig;
  /** A server named on the command line: used for this launch instead of the saved choice. */
  readonly serverOverride?: string | undefined;
  readonly appVersion: string;
  readonly logger: Logger;
  readonly events: EventHub;
  readonly startEmbedded: StartEmbeddedService;
  readonly fetch?: typeof fetch;
  /** The person's language at the moment of a notification (English when not given). */
  readonly translate?: () => Translate;
  /** Timing knobs, for tests with short token lifetimes. */
  readonly timing?: {
    readonly now?: () => number;
    readonly scheduler?: Scheduler;
    readonly refreshMarginMs?: number;
    readonly backoff?: BackoffPolicy;
    readonly signInTimeoutMs?: number;
  };
}

type Choice = SavedConnection;

/**
 * The current connection at run time: its backend (the embedded service in its own process, or a
 * server checked over HTTP), its profile and its account session. Switching connection stops
 * the old ones and starts the new; each connection keeps its own keychain entries.
 */
export class AccountService {
  readonly #options: AccountServiceOptions;
  readonly #store: ConnectionStore;
  readonly #secrets: FallbackSecretStore;
  readonly #revisions = new StateRevisions();
  #choice: Choice;
  #backend: BackendMonitor;
  #session: AccountSession | null = null;
  #starting: Promise<void> | null = null;
  #disposed = false;
  readonly #stopFollowingOutbox: () => void;

  constructor(options: AccountServiceOptions) {
    this.#options = options;
    this.#stopFollowingOutbox = options.events.subscribe((channel, payload) => {
      if (channel === 'outbox:changed') this.#outboxReached((payload as { online: boolean }).online);
    });
    this.#store = new ConnectionStore(options.platform.settings);
    this.#secrets = new FallbackSecretStore(options.platform.secrets, (error) => {
      options.logger.warn('the system keychain stopped answering; secrets are kept for this session only', {
        error,
      });
      const t = options.translate?.() ?? english.t;
      options.platform.notify({ title: t('notice.keychain.title'), body: t('notice.keychain.body') });
      this.#emitState();
    });
    this.#choice =
      options.serverOverride === undefined
        ? this.#store.current()
        : { kind: 'server', settings: serverSettings({ serviceUrl: options.serverOverride }) };
    this.#backend = this.#monitor(this.#choice);
  }

  get backend(): BackendMonitor {
    return this.#backend;
  }

  get session(): AccountSession | null {
    return this.#session;
  }

  start(): Promise<void> {
    this.#starting ??= this.#startCurrent();
    return this.#starting;
  }

  state(): SessionState {
    return this.#session?.state() ?? this.#placeholderState();
  }

  connection(): ConnectionSummary {
    return this.state().connection;
  }

  /** The session, or a sentence saying why there is none yet. */
  requireSession(): AccountSession {
    const session = this.#session;
    if (session !== null) return session;
    const problem = this.#backend.problem;
    throw problem === null
      ? new CoreError('service-unreachable', 'error.serviceStarting')
      : CoreError.of('service-unreachable', problem);
  }

  /**
   * The session, once the service answers: signing in against a service that is down would only
   * open a browser on an error page and wait for nothing.
   */
  async requireReachableSession(): Promise<AccountSession> {
    const session = this.requireSession();
    // Signing in is rare: ask the service now rather than trust a status up to ten seconds old.
    const status = await this.#backend.check();
    if (status.state === 'unreachable') {
      const problem = status.problem;
      throw problem === null
        ? new CoreError('service-unreachable', 'error.serviceNoAnswerSignIn')
        : new CoreError('service-unreachable', 'error.backendProblemSignIn', { problem });
    }
    return session;
  }

  async setConnection(arg: SetConnectionArg): Promise<SessionState> {
    let choice: Choice;
    try {
      choice =
        arg.kind === 'this-computer'
          ? { kind: 'this-computer' }
          : { kind: 'server', settings: serverSettings(arg) };
    } catch (error) {
      if (error instanceof ConnectionUrlError) {
        throw new CoreError('invalid-connection', error.sentence.id, error.sentence.values);
      }
      throw error;
    }
    await this.#starting?.catch(() => undefined);
    this.#store.setCurrent(choice);
    this.#choice = choice;
    this.#session?.dispose();
    this.#session = null;
    await this.#backend.stop();
    this.#backend = this.#monitor(choice);
    this.#starting = this.#startCurrent();
    await this.#starting;
    return this.state();
  }

  resumed(): void {
    this.#session?.resumed();
    void this.#backend.check();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    this.#stopFollowingOutbox();
    await this.#starting?.catch(() => undefined);
    this.#session?.dispose();
    this.#session = null;
    await this.#backend.stop();
  }

  /**
   * One truth about reachability: when the outbox's writes stop (or start) getting through, the
   * status is checked at once instead of saying "connected" next to changes waiting offline.
   */
  #outboxReached(online: boolean): void {
    const state = this.#backend.status.state;
    if ((online ? state === 'unreachable' : state === 'connected') && !this.#disposed) {
      void this.#backend.check();
    }
  }

  async #startCurrent(): Promise<void> {
    const status = await this.#backend.start();
    if (this.#disposed) return;
    await this.#openSession(status);
  }

  /**
   * The embedded service came back on another port: the session's addresses are stale, so it
   * starts again on the new ones (its credentials stay in the keychain under the same profile id;
   * the outbox reaches the service through whichever session is current).
   */
  #embeddedRestarted(monitor: BackendMonitor, url: string): void {
    const session = this.#session;
    if (session !== null && session.profile.serviceUrl === url) return;
    const restart = async (): Promise<void> => {
      await this.#starting?.catch(() => undefined);
      if (this.#disposed || monitor !== this.#backend || this.#session !== session) return;
      session?.dispose();
      this.#session = null;
      await this.#openSession(await monitor.check());
    };
    this.#starting = restart();
    this.#starting.catch((error: unknown) =>
      this.#options.logger.error('could not reconnect to the restarted service', { error }),
    );
  }

  async #openSession(status: BackendStatus): Promise<void> {
    const profile = this.#profile(status);
    if (profile === null) {
      this.#emitState();
      return;
    }
    const options = this.#options;
    const timing = options.timing ?? {};
    const session = new AccountSession({
      profile,
      secrets: new ConnectionSecrets(this.#secrets, profile.id),
      connections: this.#store,
      openExternal: (url) => options.platform.openExternal(url),
      logger: options.logger,
      deviceName: `Stint on ${hostname()}`,
      revisions: this.#revisions,
      onChange: (state) => {
        if (this.#session === session) options.events.emit('session:changed', state);
      },
      onOrganizationChange: (change) => {
        if (this.#session === session) options.events.emit('org:changed', change);
      },
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(timing.now === undefined ? {} : { now: timing.now }),
      ...(timing.scheduler === undefined ? {} : { scheduler: timing.scheduler }),
      ...(timing.refreshMarginMs === undefined ? {} : { refreshMarginMs: timing.refreshMarginMs }),
      ...(timing.backoff === undefined ? {} : { backoff: timing.backoff }),
      ...(timing.signInTimeoutMs === undefined ? {} : { signInTimeoutMs: timing.signInTimeoutMs }),
    });
    this.#session = session;
    await session.start();
  }

  #profile(status: BackendStatus): ConnectionProfile | null {
    const choice = this.#choice;
    if (choice.kind === 'server') return serverProfile(choice.settings);
    // This computer: the address is known once the embedded service listens.
    const url = this.#backend.url;
    if (url === null || status.state === 'unreachable') return null;
    return thisComputerProfile(this.#store.installationId(), url, this.#options.embedded.demo === true);
  }

  #monitor(choice: Choice): BackendMonitor {
    const options = this.#options;
    const monitor: BackendMonitor = new BackendMonitor({
      config:
        choice.kind === 'server'
          ? { kind: 'remote', url: choice.settings.serviceUrl }
          : { kind: 'embedded', dataDir: options.embedded.dataDir, demo: options.embedded.demo === true },
      appVersion: options.appVersion,
      logger: options.logger,
      startEmbedded: options.startEmbedded,
      onChange: (status) => options.events.emit('backend:status-changed', status),
      onEmbeddedRestarted: (url) => this.#embeddedRestarted(monitor, url),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
    return monitor;
  }

  #placeholderState(): SessionState {
    const choice = this.#choice;
    const server = choice.kind === 'server' ? choice.settings : null;
    const demo = choice.kind === 'this-computer' && this.#options.embedded.demo === true;
    const backend = this.#backend.status;
    return {
      status: backend.state === 'unreachable' ? 'signed-out' : 'starting',
      connection: {
        kind: choice.kind,
        label: server === null ? 'This computer' : new URL(server.serviceUrl).host,
        demo,
        server,
      },
      credential: null,
      user: null,
      access: null,
      organization: null,
      organizations: [],
      v1: { state: 'not-connected', account: null, needsPassword: false, problem: null },
      problem:
        backend.state === 'unreachable'
          ? {
              code: 'service-unreachable',
              message: backend.problem ?? { id: 'sessionProblem.backendUnreachable.message' },
              nextStep: { id: 'sessionProblem.backendUnreachable.nextStep' },
              detail: null,
            }
          : null,
      retry: null,
      secretsPersistent: this.#secrets.persistent,
      suggestSignUp: false,
      revision: this.#revisions.next(),
    };
  }

  #emitState(): void {
    this.#options.events.emit('session:changed', this.state());
  }
}
