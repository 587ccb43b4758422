import type { BackendStatus } from '../../../src-shared/domain/backend-status.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { sameMessage } from '../../../src-shared/i18n/same-message.ts';
import type { RunningService, ServiceOptions } from '../../../src-service/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { BackendConfig } from './backend-config.ts';

/** The service on this computer, in-process (tests) or in its own process (the app). */
export interface EmbeddedService {
  /** Base URL; null while the service's process is down and being started again. */
  readonly url: string | null;
  close(): Promise<void>;
  /** Told when the service went down (null) and when it is ready again (its URL, perhaps a new port). */
  subscribe?(listener: (url: string | null) => void): () => void;
}

export type StartEmbeddedService = (options: ServiceOptions) => Promise<EmbeddedService | RunningService>;

export interface BackendMonitorOptions {
  readonly config: BackendConfig;
  readonly appVersion: string;
  readonly logger: Logger;
  readonly startEmbedded: StartEmbeddedService;
  readonly onChange: (status: BackendStatus) => void;
  /** The embedded service came back from a restart at this URL (the port may have changed). */
  readonly onEmbeddedRestarted?: (url: string) => void;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** A status older than this is checked again when asked for. */
  readonly staleAfterMs?: number;
  readonly probeTimeoutMs?: number;
}

const healthShape = (value: unknown): value is { status: string; version: string } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { status?: unknown }).status === 'ok' &&
  typeof (value as { version?: unknown }).version === 'string';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Knows whether the service answers. It starts the embedded service when that is the backend,
 * and checks health on demand rather than on a timer, so an idle app does no background work.
 */
export class BackendMonitor {
  readonly #options: BackendMonitorOptions;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  #embedded: EmbeddedService | null = null;
  #unfollow: (() => void) | null = null;
  #status: BackendStatus;
  #probing: Promise<BackendStatus> | null = null;

  constructor(options: BackendMonitorOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
    this.#status = {
      kind: options.config.kind,
      state: 'starting',
      url: options.config.kind === 'remote' ? options.config.url : null,
      serviceVersion: null,
      problem: null,
      checkedAt: this.#now(),
    };
  }

  get status(): BackendStatus {
    return this.#status;
  }

  /** What is wrong with the service, for errors in the person's language. */
  get problem(): Message | null {
    return this.#status.problem;
  }

  async start(): Promise<BackendStatus> {
    const { config } = this.#options;
    if (config.kind === 'embedded' && this.#embedded === null) {
      try {
        this.#embedded = await this.#options.startEmbedded({
          dataDir: config.dataDir,
          host: '127.0.0.1',
          port: 0,
          version: this.#options.appVersion,
          ...(config.demo === true ? { seed: 'demo' as const } : {}),
          onError: (error) => this.#options.logger.error('embedded service error', { error }),
        });
        this.#unfollow = this.#embedded.subscribe?.((url) => this.#embeddedChanged(url)) ?? null;
      } catch (error) {
        this.#options.logger.error('embedded service did not start', { error });
        this.#set({
          state: 'unreachable',
          url: null,
          serviceVersion: null,
          problem: { id: 'backend.problem.embeddedNotStarted' },
        });
        return this.#status;
      }
    }
    return this.check();
  }

  /** Base URL of the service, once known. */
  get url(): string | null {
    return this.#embedded?.url ?? (this.#options.config.kind === 'remote' ? this.#options.config.url : null);
  }

  /** The current status, checked again first when it is stale. */
  async current(): Promise<BackendStatus> {
    const staleAfter = this.#options.staleAfterMs ?? 10_000;
    if (this.#status.state === 'stopped' || this.#status.state === 'starting') return this.#status;
    if (this.#now() - this.#status.checkedAt < staleAfter) return this.#status;
    return this.check();
  }

  /** Asks the health endpoint; concurrent callers share one request. */
  check(): Promise<BackendStatus> {
    this.#probing ??= this.#probe().finally(() => {
      this.#probing = null;
    });
    return this.#probing;
  }

  async stop(): Promise<void> {
    const embedded = this.#embedded;
    this.#embedded = null;
    this.#unfollow?.();
    this.#unfollow = null;
    if (embedded !== null) await embedded.close();
    this.#set({ state: 'stopped', serviceVersion: null, problem: null });
  }

  #embeddedChanged(url: string | null): void {
    if (url === null) {
      this.#set({
        state: 'unreachable',
        url: null,
        serviceVersion: null,
        problem: { id: 'backend.problem.embeddedStopped' },
      });
      return;
    }
    void this.check();
    this.#options.onEmbeddedRestarted?.(url);
  }

  async #probe(): Promise<BackendStatus> {
    const url = this.url;
    if (url === null) return this.#status;
    try {
      const res = await this.#fetch(`${url}/health`, {
        signal: AbortSignal.timeout(this.#options.probeTimeoutMs ?? 3000),
        headers: { Accept: 'application/json' },
      });
      const body = res.ok ? parseJson(await res.text()) : null;
      if (!healthShape(body)) {
        this.#set({
          state: 'unreachable',
          url,
          serviceVersion: null,
          problem: { id: 'backend.problem.notStint', values: { url, status: res.status } },
        });
      } else {
        this.#set({ state: 'connected', url, serviceVersion: body.version, problem: null });
      }
    } catch {
      this.#set({
        state: 'unreachable',
        url,
        serviceVersion: null,
        problem: { id: 'backend.problem.noAnswer', values: { url } },
      });
    }
    return this.#status;
  }

  #set(patch: Partial<Omit<BackendStatus, 'kind' | 'checkedAt'>>): void {
    const previous = this.#status;
    const next: BackendStatus = { ...previous, ...patch, checkedAt: this.#now() };
    this.#status = next;
    if (
      previous.state !== next.state ||
      previous.url !== next.url ||
      previous.serviceVersion !== next.serviceVersion ||
      !sameMessage(previous.problem, next.problem)
    ) {
      this.#options.onChange(next);
    }
  }
}
