import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import type {
  EventChannel,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from '../../../src-shared/ipc/contract.ts';
import { IpcError, unwrapResult, type IpcResult } from '../../../src-shared/ipc/result.ts';
import { startService, type ServiceOptions } from '../../../src-service/index.ts';
import { createCore, type Core, type CoreOptions } from '../create-core.ts';
import { createLogger } from '../logging/logger.ts';
import { JsonFileSettingsStore } from '../platform/json-file-settings-store.ts';
import { KeyringSecretStore } from '../platform/keyring-secret-store.ts';
import type { PowerSignals } from '../platform/power-signals.ts';
import type { SecretStore } from '../platform/secret-store.ts';
import { FakeClock } from './fake-clock.ts';
import { FolderFileExporter } from './folder-file-exporter.ts';
import { ScriptedBrowser, type BrowsedPage } from './scripted-browser.ts';

/** One HTTP exchange the core made, as seen on the wire. */
export interface WireExchange {
  readonly method: string;
  readonly url: string;
  readonly requestHeaders: Headers;
  readonly requestBody: string;
  readonly status: number;
  readonly responseBody: string;
}

export interface HarnessOptions {
  readonly demo?: boolean;
  /** Wraps the keychain (a store that breaks on demand, say). */
  readonly wrapKeychain?: (keychain: SecretStore) => SecretStore;
  /** A server address to use instead of this computer (the browser host's `--backend-url`). */
  readonly serverOverride?: string;
  readonly accessTokenTtlSeconds?: number;
  readonly v1TokenTtlSeconds?: number;
  /** Lets a test break requests on their way (a 503 from the sign-in service, say). */
  readonly interceptor?: (url: string, init: RequestInit | undefined) => Response | null;
  /** Idle time and power events the test drives (the stopwatch's away question). */
  readonly power?: PowerSignals;
  /** Stopwatch and outbox knobs. */
  readonly daily?: CoreOptions['daily'];
  /** Starts the embedded service another way (its own process); in-process on the harness's clock by default. */
  readonly startEmbedded?: CoreOptions['startEmbedded'];
  /** The embedded service's v1 rate limit; off unless a test of it asks. */
  readonly v1RateLimit?: ServiceOptions['v1RateLimit'];
}

/**
 * Test support only: the real core with its real embedded service (demo seed, short token
 * lifetimes, one manual clock shared by the service and the core's token timers), the real
 * keychain under a test service name, a settings file on disk, and a scripted browser for the
 * hosted pages. It records every IPC answer, every event, every log line and every HTTP exchange,
 * so a test can prove that none of them carries a secret.
 */
export class AccountHarness {
  readonly clock: FakeClock;
  readonly dir: string;
  readonly keychain: SecretStore;
  readonly keychainService = `dev.stint.test.${randomUUID()}`;
  readonly browser = new ScriptedBrowser();
  readonly responses: IpcResult<unknown>[] = [];
  readonly events: { channel: EventChannel; payload: unknown }[] = [];
  readonly logLines: string[] = [];
  readonly wire: WireExchange[] = [];
  /** Addresses the core asked the platform to open in a browser. */
  readonly opened: string[] = [];
  /** Notifications the core showed. */
  readonly notifications: string[] = [];
  /** Where the core's exports land: a save dialog that always answers this folder. */
  readonly exports: FolderFileExporter;
  /** Values that must never show up in IPC answers, events or logs. */
  readonly secrets = new Set<string>();
  interceptor: HarnessOptions['interceptor'];
  /** How far this computer's wall clock is off the service's (a clock set by hand). */
  localSkewMs = 0;
  /** Sleep so far: the monotonic clock does not count it. */
  #sleptMs = 0;
  #inFlight = 0;
  #core: Core | null = null;
  #onOpen: ((url: string) => Promise<void>) | null = null;
  readonly #options: HarnessOptions;

  constructor(options: HarnessOptions = {}) {
    this.#options = options;
    this.interceptor = options.interceptor;
    this.clock = new FakeClock(Date.now());
    this.dir = mkdtempSync(join(tmpdir(), 'stint-account-'));
    this.keychain = new KeyringSecretStore(this.keychainService);
    mkdirSync(join(this.dir, 'exports'));
    this.exports = new FolderFileExporter(join(this.dir, 'exports'));
  }

  get core(): Core {
    if (this.#core === null) throw new Error('start the harness first');
    return this.#core;
  }

  get serviceUrl(): string {
    const url = this.core.accounts.backend.url;
    if (url === null) throw new Error('the embedded service is not running');
    return url;
  }

  /** Starts (or, after `stop`, restarts) the core on the same data, settings and keychain. */
  async start(): Promise<SessionState> {
    const options = this.#options;
    const serviceOptions: Partial<ServiceOptions> = {
      now: this.clock.now,
      // Some tests seed thousands of rows through the v1 interface; the limit has its own tests.
      v1RateLimit: options.v1RateLimit ?? 'off',
      ...(options.accessTokenTtlSeconds === undefined
        ? {}
        : { accessTokenTtlSeconds: options.accessTokenTtlSeconds }),
      ...(options.v1TokenTtlSeconds === undefined ? {} : { v1TokenTtlSeconds: options.v1TokenTtlSeconds }),
    };
    const core = createCore({
      app: { name: 'Stint', version: '0.0.0-test' },
      platform: {
        host: 'browser',
        secrets: options.wrapKeychain?.(this.keychain) ?? this.keychain,
        settings: new JsonFileSettingsStore(join(this.dir, 'settings.json')),
        openExternal: (url) => {
          this.opened.push(url);
          return this.#onOpen === null ? Promise.resolve() : this.#onOpen(url);
        },
        notify: (notification) => this.notifications.push(`${notification.title}: ${notification.body}`),
        onResume: () => () => undefined,
        ...(options.power === undefined ? {} : { power: options.power }),
        files: this.exports,
      },
      embedded: { dataDir: join(this.dir, 'service'), demo: options.demo ?? true },
      serverOverride: options.serverOverride,
      logger: createLogger({ write: (_level, line) => this.logLines.push(line) }),
      startEmbedded: options.startEmbedded ?? ((base) => startService({ ...base, ...serviceOptions })),
      fetch: (input, init) => this.#fetch(input, init),
      timing: {
        now: () => this.clock.now() + this.localSkewMs,
        monotonic: () => this.clock.now() - this.#sleptMs,
        scheduler: this.clock,
      },
      // The daily loop's timers run on the test's clock only when a test of it asks (its ticks
      // would otherwise be among the timers token tests count).
      ...(options.daily === undefined
        ? {}
        : { daily: { ...options.daily, scheduler: options.daily.scheduler ?? this.clock } }),
    });
    core.events.subscribe((channel, payload) => this.events.push({ channel, payload }));
    this.#core = core;
    await core.start();
    return this.state();
  }

  /** The machine sleeps: both clocks of the world move on, the monotonic clock here does not. */
  sleep(ms: number): void {
    this.#sleptMs += ms;
    this.clock.sleep(ms);
  }

  async stop(): Promise<void> {
    await this.#core?.dispose();
    this.#core = null;
  }

  async close(): Promise<void> {
    await this.stop();
    for (const account of this.#keychainAccounts()) await this.keychain.delete(account);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Calls a channel exactly as a renderer would, recording the answer. */
  async invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
    const result = await this.core.router.dispatch(channel, args[0], { sender: 'test' });
    this.responses.push(result);
    return unwrapResult(result) as InvokeResult<C>;
  }

  /** The error code and sentence of a channel call that must fail. */
  async invokeError<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<IpcError> {
    try {
      await this.invoke(channel, ...args);
    } catch (error) {
      if (error instanceof IpcError) return error;
      throw error;
    }
    throw new Error(`${channel} succeeded but was expected to fail`);
  }

  state(): Promise<SessionState> {
    return this.invoke('session:get');
  }

  /**
   * Signs in through the hosted pages as a person would: the core opens the authorize URL, the
   * scripted browser fills the form (and the organization choice when asked), and the redirect
   * lands on the core's loopback listener.
   */
  async signIn(
    email: string,
    password: string,
    options: {
      organization?: string;
      screenHint?: 'sign-in' | 'sign-up';
      onPage?: (page: BrowsedPage) => Promise<BrowsedPage> | null;
    } = {},
  ): Promise<{ state: SessionState | null; error: IpcError | null; last: BrowsedPage | null }> {
    this.secrets.add(password);
    let last: BrowsedPage | null = null;
    this.#onOpen = async (url) => {
      let page = await this.browser.open(url);
      const custom = options.onPage?.(page) ?? null;
      if (custom !== null) {
        last = await custom;
        return;
      }
      page = await this.browser.submit(page, { email, password });
      if (/name="organization"/.test(page.html)) {
        page = await this.browser.submit(
          page,
          {},
          options.organization === undefined
            ? {}
            : { choose: { name: 'organization', label: options.organization } },
        );
      }
      last = page;
    };
    try {
      const arg = options.screenHint === undefined ? {} : { screenHint: options.screenHint };
      const state = await this.invoke('session:sign-in', arg);
      await this.collectSecrets();
      return { state, error: null, last };
    } catch (error) {
      if (error instanceof IpcError) return { state: null, error, last };
      throw error;
    } finally {
      this.#onOpen = null;
    }
  }

  /** Adds everything the keychain holds now to the secrets that must never leak. */
  async collectSecrets(): Promise<void> {
    for (const account of this.#keychainAccounts()) {
      const value = await this.keychain.get(account);
      if (value !== null) {
        this.secrets.add(value);
        try {
          for (const key of Object.values(JSON.parse(value) as Record<string, string>)) this.secrets.add(key);
        } catch {
          // Not the JSON entry of v1 keys.
        }
      }
    }
  }

  /** Requests to the sign-in service's token endpoint so far. */
  tokenRequests(): WireExchange[] {
    return this.wire.filter((exchange) => exchange.url.endsWith('/auth/user_management/authenticate'));
  }

  graphRequests(): WireExchange[] {
    return this.wire.filter((exchange) => new URL(exchange.url).pathname === '/graphql');
  }

  /** Every recorded IPC answer, event and log line that contains one of the secrets. */
  leaks(): string[] {
    const haystacks = [
      ...this.responses.map((r) => `ipc ${JSON.stringify(r)}`),
      ...this.events.map((e) => `event ${e.channel} ${JSON.stringify(e.payload)}`),
      ...this.logLines.map((line) => `log ${line}`),
    ];
    const found: string[] = [];
    for (const secret of this.secrets) {
      if (secret.length < 6) continue;
      for (const text of haystacks)
        if (text.includes(secret)) found.push(`${text.slice(0, 60)}… contains a secret`);
    }
    for (const text of haystacks)
      if (/eyJ[\w-]{8,}\.[\w-]{8,}\./.test(text)) found.push(`${text.slice(0, 60)}… contains a JWT`);
    return found;
  }

  #keychainAccounts(): string[] {
    const core = this.#core;
    const session = core?.accounts.session;
    const prefix = session?.profile.id;
    const ids = new Set<string>();
    if (prefix !== undefined) ids.add(prefix);
    // Also the accounts of earlier runs (the installation id is in the settings file).
    const settings = new JsonFileSettingsStore(join(this.dir, 'settings.json'));
    const installation = settings.get('connection.installationId');
    if (typeof installation === 'string') {
      ids.add(`this-computer:${installation}`);
      ids.add(`this-computer:${installation}:demo`);
    }
    return [...ids].flatMap((id) => [`${id}|refresh-token`, `${id}|api-key`, `${id}|v1-secret-keys`]);
  }

  /**
   * Resolves once no request of the core has been on its way for a few turns of the event loop,
   * so a test counts requests from a known starting point instead of racing stragglers.
   */
  async settled(): Promise<void> {
    let quietTurns = 0;
    while (quietTurns < 3) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      quietTurns = this.#inFlight === 0 ? quietTurns + 1 : 0;
    }
  }

  async #fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    this.#inFlight += 1;
    try {
      return await this.#exchange(input, init);
    } finally {
      this.#inFlight -= 1;
    }
  }

  async #exchange(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const intercepted = this.interceptor?.(url, init) ?? null;
    const res = serviceDated(intercepted ?? (await fetch(input, init)), this.clock.now());
    const text = await res.clone().text();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    this.wire.push({
      method: init?.method ?? 'GET',
      url,
      requestHeaders: headers,
      requestBody: body,
      status: res.status,
      responseBody: text,
    });
    this.#learnSecrets(url, headers, body, text);
    return res;
  }

  /** Tokens and keys seen on the wire join the list of values that must never leak. */
  #learnSecrets(url: string, headers: Headers, body: string, response: string): void {
    const authorization = headers.get('authorization');
    if (authorization !== null) this.secrets.add(authorization.replace(/^(Bearer|Basic)\s+/i, ''));
    const apiKey = headers.get('x-api-key');
    if (apiKey !== null) this.secrets.add(apiKey);
    const parsed = new URL(url);
    for (const name of ['token', 'refresh_token']) {
      const value = parsed.searchParams.get(name);
      if (value !== null) this.secrets.add(value);
    }
    for (const text of [body, response]) {
      try {
        const json = JSON.parse(text) as Record<string, unknown>;
        for (const name of [
          'access_token',
          'refresh_token',
          'code',
          'code_verifier',
          'token',
          'refreshToken',
          'secretKey',
          'key',
        ]) {
          // `code` and `key` are secrets of the sign-in endpoints; elsewhere they are a project's
          // code or an error code.
          if ((name === 'code' || name === 'key') && !/\/auth\/|secretkeys/.test(parsed.pathname)) continue;
          const value = json[name];
          if (typeof value === 'string') this.secrets.add(value);
        }
      } catch {
        // Not JSON.
      }
    }
  }
}

/** The service runs on the test's clock, so its Date header does too. */
function serviceDated(res: Response, now: number): Response {
  if (!res.headers.has('date')) return res;
  const headers = new Headers(res.headers);
  headers.set('date', new Date(now).toUTCString());
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
