import { backoffDelay } from '../http/backoff.ts';
import { realScheduler, type Scheduler } from '../scheduler/scheduler.ts';
import type { Logger } from '../logging/logger.ts';
import type { ServiceProcess, ServiceProcessHost } from './service-process-host.ts';
import { parseChildMessage, type ServiceStartOptions } from './service-protocol.ts';

export interface RestartPolicy {
  /** Wait before the first restart; each death in a row doubles it. */
  readonly initialMs: number;
  readonly maxMs: number;
  /** A service that ran this long counts as healthy again: the next death restarts at initialMs. */
  readonly stableAfterMs: number;
}

export const defaultRestartPolicy: RestartPolicy = { initialMs: 250, maxMs: 30_000, stableAfterMs: 60_000 };

export interface ServiceLauncherOptions {
  readonly host: ServiceProcessHost;
  readonly start: Omit<ServiceStartOptions, 'port' | 'anyPortIfTaken'>;
  readonly logger: Logger;
  readonly scheduler?: Scheduler;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  /** From spawn to a healthy `ready`; the demo seed of a first start fits well inside. */
  readonly readyTimeoutMs?: number;
  /** Between SIGTERM and SIGKILL on stop. */
  readonly stopGraceMs?: number;
  readonly healthTimeoutMs?: number;
  readonly restart?: RestartPolicy;
}

export type LauncherEvent =
  { readonly type: 'ready'; readonly url: string } | { readonly type: 'down'; readonly restartInMs: number };

type State = 'idle' | 'starting' | 'ready' | 'waiting' | 'stopping' | 'stopped';

const healthy = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'ok';

/**
 * Runs the embedded service in its own process so that its synchronous SQLite work never blocks
 * the core: starts it, waits for its `ready` message and a healthy /health, restarts it with
 * capped exponential backoff when it dies, and stops it (SIGTERM, then SIGKILL) on quit.
 */
export class ServiceLauncher {
  readonly #options: ServiceLauncherOptions;
  readonly #scheduler: Scheduler;
  readonly #now: () => number;
  readonly #fetch: typeof fetch;
  readonly #policy: RestartPolicy;
  readonly #listeners = new Set<(event: LauncherEvent) => void>();
  #state: State = 'idle';
  #process: ServiceProcess | null = null;
  #url: string | null = null;
  #lastPort = 0;
  #readyAt: number | null = null;
  #failuresInRow = 0;
  #restarts = 0;
  #timer: unknown = null;
  #first: { resolve: (url: string) => void; reject: (error: Error) => void } | null = null;
  #firstStart: Promise<string> | null = null;
  #lastProblem: string | null = null;
  #stopped: (() => void) | null = null;

  constructor(options: ServiceLauncherOptions) {
    this.#options = options;
    this.#scheduler = options.scheduler ?? realScheduler;
    this.#now = options.now ?? Date.now;
    this.#fetch = options.fetch ?? fetch;
    this.#policy = options.restart ?? defaultRestartPolicy;
  }

  /** Base URL while the service is ready, null while it is down or restarting. */
  get url(): string | null {
    return this.#url;
  }

  get pid(): number | undefined {
    return this.#process?.pid;
  }

  /** How many times the service was started again after it died. */
  get restarts(): number {
    return this.#restarts;
  }

  subscribe(listener: (event: LauncherEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves with the URL once the first process is ready; rejects when that first start fails. */
  start(): Promise<string> {
    this.#firstStart ??= new Promise<string>((resolve, reject) => {
      this.#first = { resolve, reject };
      this.#spawn();
    });
    return this.#firstStart;
  }

  stop(): Promise<void> {
    if (this.#state === 'stopped' || this.#state === 'stopping') return this.#stopping();
    this.#clearTimer();
    const child = this.#process;
    this.#url = null;
    if (child === null) {
      this.#state = 'stopped';
      this.#first?.reject(new Error('The service was stopped before it was ready.'));
      this.#first = null;
      return Promise.resolve();
    }
    this.#state = 'stopping';
    const done = this.#stopping();
    child.send({ type: 'stop' });
    child.kill('SIGTERM');
    this.#timer = this.#scheduler.setTimeout(() => {
      this.#options.logger.warn('the embedded service did not stop in time; killing it');
      child.kill('SIGKILL');
    }, this.#options.stopGraceMs ?? 5000);
    return done;
  }

  #stopping(): Promise<void> {
    if (this.#state === 'stopped') return Promise.resolve();
    return new Promise<void>((resolve) => {
      const previous = this.#stopped;
      this.#stopped = () => {
        previous?.();
        resolve();
      };
    });
  }

  #spawn(): void {
    this.#state = 'starting';
    this.#timer = null;
    this.#lastProblem = null;
    const child = this.#options.host.spawn();
    this.#process = child;
    child.onExit((code, signal) => this.#exited(child, code, signal));
    child.onMessage((raw) => this.#message(child, raw));
    const restarting = this.#lastPort !== 0;
    child.send({
      type: 'start',
      options: { ...this.#options.start, port: this.#lastPort, anyPortIfTaken: restarting },
    });
    this.#timer = this.#scheduler.setTimeout(() => {
      this.#lastProblem = 'The service on this computer did not get ready in time.';
      this.#options.logger.error('the embedded service did not get ready in time; killing it');
      child.kill('SIGKILL');
    }, this.#options.readyTimeoutMs ?? 30_000);
  }

  #message(child: ServiceProcess, raw: unknown): void {
    if (child !== this.#process) return;
    const message = parseChildMessage(raw);
    if (message === null) {
      this.#options.logger.warn('the embedded service sent a message the core does not know');
      return;
    }
    if (message.type === 'error') {
      this.#options.logger.error('embedded service error', { error: message.message });
    } else if (message.type === 'failed') {
      this.#lastProblem = message.message;
      this.#options.logger.error('embedded service did not start', { error: message.message });
    } else if (this.#state === 'starting') {
      void this.#ready(child, message.port);
    }
  }

  async #ready(child: ServiceProcess, port: number): Promise<void> {
    const url = `http://127.0.0.1:${port}`;
    if (!(await this.#healthy(url))) {
      if (child !== this.#process || this.#state !== 'starting') return;
      this.#lastProblem = 'The service on this computer started but does not answer.';
      child.kill('SIGKILL');
      return;
    }
    if (child !== this.#process || this.#state !== 'starting') return;
    this.#clearTimer();
    this.#state = 'ready';
    this.#url = url;
    this.#lastPort = port;
    this.#readyAt = this.#now();
    this.#first?.resolve(url);
    this.#first = null;
    this.#emit({ type: 'ready', url });
  }

  #exited(child: ServiceProcess, code: number | null, signal: string | null): void {
    if (child !== this.#process) return;
    this.#process = null;
    this.#url = null;
    this.#clearTimer();
    if (this.#state === 'stopping' || this.#state === 'stopped') {
      this.#state = 'stopped';
      this.#first?.reject(new Error('The service was stopped before it was ready.'));
      this.#first = null;
      const stopped = this.#stopped;
      this.#stopped = null;
      stopped?.();
      return;
    }
    const problem = this.#lastProblem ?? `The service process ended (code ${code}, signal ${signal}).`;
    if (this.#first !== null) {
      // A first start that fails (a locked data folder, a bad database) would fail again: say so.
      this.#state = 'stopped';
      this.#first.reject(new Error(problem));
      this.#first = null;
      return;
    }
    const ranStable = this.#readyAt !== null && this.#now() - this.#readyAt >= this.#policy.stableAfterMs;
    if (ranStable) this.#failuresInRow = 0;
    this.#readyAt = null;
    this.#failuresInRow += 1;
    // No jitter: one local process restarts, there is no crowd to spread out.
    const delay = backoffDelay(this.#failuresInRow, { ...this.#policy, jitter: 0 });
    this.#options.logger.warn('the embedded service stopped; restarting it', {
      exitCode: code,
      signal,
      restartInMs: delay,
    });
    this.#state = 'waiting';
    this.#emit({ type: 'down', restartInMs: delay });
    this.#timer = this.#scheduler.setTimeout(() => {
      if (this.#state !== 'waiting') return;
      this.#restarts += 1;
      this.#spawn();
    }, delay);
  }

  async #healthy(url: string): Promise<boolean> {
    try {
      const res = await this.#fetch(`${url}/health`, {
        signal: AbortSignal.timeout(this.#options.healthTimeoutMs ?? 3000),
        headers: { Accept: 'application/json' },
      });
      return res.ok && healthy(await res.json());
    } catch {
      return false;
    }
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #emit(event: LauncherEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
