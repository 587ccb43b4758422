import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importLegacySigningKey } from './auth/tokens/legacy-signing-key.ts';
import { SigningKeyRing } from './auth/tokens/signing-key-ring.ts';
import { desktopApplicationKey, ensureApplicationKey } from './identity/application-keys.ts';
import { answerClientError, maxHeadBytes } from './http/client-error.ts';
import { createRequestHandler, type RequestHandler } from './http/request-handler.ts';
import { defaultDrainTimeoutMs, RequestDrain } from './http/request-drain.ts';
import { sendError } from './http/json-response.ts';
import { Router } from './http/router.ts';
import { routeModules } from './routes.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { defaultTokenLifetimes } from './service-config.ts';
import { createServiceContext } from './service-context.ts';
import { createServiceMail, type MailOptions } from './mail/service-mail.ts';
import { ConfirmationRateLimit } from './security/confirmation-rate-limit.ts';
import { LoginThrottle } from './security/login-throttle.ts';
import {
  checkRateLimit,
  defaultV1RateLimit,
  RequestRateLimiter,
  type RateLimit,
} from './security/request-rate-limiter.ts';
import type { SyncMode } from './storage/database.ts';
import { openServiceDatabase } from './storage/open-service-database.ts';
import type { SqlDatabase } from './storage/sql-database.ts';
import { startExpirySweeper } from './storage/sweep-expired.ts';

export interface ServiceOptions extends MailOptions {
  /** Interface to bind; 127.0.0.1 unless the service is run for a team. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /**
   * Folder holding the SQLite database (signing keys included) and the mail folder. With
   * `database` it holds only the mail folder (when mail is not sent by SMTP).
   */
  readonly dataDir: string;
  /**
   * A `postgres://` URL: serve from that PostgreSQL database (migrated beforehand with
   * `npm run service -- migrate`) instead of the SQLite file in `dataDir`.
   */
  readonly database?: string;
  /** Connections this instance keeps open to PostgreSQL (default 10). */
  readonly poolSize?: number;
  readonly version?: string;
  /** Where unexpected errors are reported (never with request credentials). */
  readonly onError?: (error: unknown) => void;
  /** `demo` fills an empty database with the demo seed (README); default `none`. */
  readonly seed?: 'demo' | 'none';
  /**
   * Whether the graph endpoint keeps answers and principals until the data under them changes
   * (default true); a benchmark turns it off to measure every request the whole way.
   */
  readonly graphCaches?: boolean;
  /** Graph access token lifetime in seconds (default 300). */
  readonly accessTokenTtlSeconds?: number;
  /** Authorization code lifetime in seconds (default 600). */
  readonly authCodeTtlSeconds?: number;
  /** v1 token lifetime in seconds (default 3600). */
  readonly v1TokenTtlSeconds?: number;
  /**
   * The address clients use when it is not `http://HOST:PORT` (behind a proxy, or bound to
   * 0.0.0.0). Token issuer base; also turns off the loopback Host check.
   */
  readonly publicUrl?: string;
  /** The service clock in epoch ms; tests move it instead of waiting. */
  readonly now?: () => number;
  /**
   * Authenticated v1 requests one client (a user in an account) may make per window; 'off' for
   * none. Default: the interface's 500 per 10 seconds.
   */
  readonly v1RateLimit?: RateLimit | 'off';
  /** `PRAGMA synchronous` of the database: FULL unless a benchmark measures what FULL costs. */
  readonly synchronous?: SyncMode;
}

export interface RunningService {
  /** Base URL, `http://HOST:PORT`, with no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Where this service sends mail (an SMTP host or the mail folder), for the start-up line. */
  readonly mailDescription: string;
  /**
   * The database's change stamp, which the graph endpoint's caches are kept under
   * (SqlDatabase.changeStamp): a test waits on it to know this instance heard another's change.
   */
  changeStamp(): Promise<string | null>;
  /**
   * Graceful shutdown: /ready answers 503 from now on, no new connections are accepted, requests
   * in flight finish (those still running after the drain timeout, default 30 s, are cut off and
   * reported through onError), kept-alive connections close; then mail and the database (WAL
   * checkpointed) close. Calling it again answers the same promise.
   */
  close(options?: CloseOptions): Promise<void>;
}

export interface CloseOptions {
  /** How long requests in flight may take to finish, in ms. */
  readonly drainTimeoutMs?: number;
}

function lifetime(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > 366 * 24 * 3600) {
    throw new Error(`${name} must be a whole number of seconds between 1 and one year, got ${value}.`);
  }
  return value;
}

const isLoopback = (host: string): boolean => host === '127.0.0.1' || host === '::1' || host === 'localhost';

/**
 * Starts the service: opens (and migrates) the database, makes sure a signing key is active,
 * seeds when asked, then listens. The same function serves the desktop app (in-process, loopback,
 * random port), the tests, and `npm run service`.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const lifetimes = {
    accessTokenTtlSeconds: lifetime(
      'accessTokenTtlSeconds',
      options.accessTokenTtlSeconds,
      defaultTokenLifetimes.accessTokenTtlSeconds,
    ),
    authCodeTtlSeconds: lifetime(
      'authCodeTtlSeconds',
      options.authCodeTtlSeconds,
      defaultTokenLifetimes.authCodeTtlSeconds,
    ),
    v1TokenTtlSeconds: lifetime(
      'v1TokenTtlSeconds',
      options.v1TokenTtlSeconds,
      defaultTokenLifetimes.v1TokenTtlSeconds,
    ),
  };
  if (options.publicUrl !== undefined && !/^https?:\/\/[^/?#]+$/.test(options.publicUrl)) {
    throw new Error('publicUrl must be an http(s) origin without a path, such as https://time.example.com.');
  }
  const v1RateLimit = options.v1RateLimit ?? defaultV1RateLimit;
  // Checked before the database opens so that a bad limit fails without touching the data folder.
  if (v1RateLimit !== 'off') checkRateLimit(v1RateLimit);
  const reportError = options.onError ?? (() => undefined);
  // Built before the database opens so that a bad SMTP address fails without touching the data folder.
  const mail = createServiceMail(options, options.dataDir, now, reportError);
  const db: SqlDatabase = await openServiceDatabase(
    options.database === undefined
      ? { engine: 'sqlite', dataDir: options.dataDir, synchronous: options.synchronous ?? 'FULL' }
      : { engine: 'postgres', url: options.database, poolSize: options.poolSize ?? 10 },
  );
  let handler: RequestHandler | null = null;
  let router: Router | null = null;
  // Node's default, set here so a process flag cannot change what a client may send.
  const server: Server = createServer({ maxHeaderSize: maxHeadBytes }, (req, res) => {
    drain.track(res);
    if (handler === null) sendError(res, 503, 'The service is starting');
    else void handler(req, res);
  });
  const drain = new RequestDrain(server);
  server.on('clientError', (error, socket) =>
    answerClientError(error, socket, (path) => router?.refusalBody(path) ?? null),
  );
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  try {
    if (options.database === undefined) await importLegacySigningKey(db, options.dataDir, now());
    const keys = await SigningKeyRing.open(db, {
      accessTokenTtlSeconds: lifetimes.accessTokenTtlSeconds,
      now,
    });
    if (options.seed === 'demo') await seedDemo(db, now());
    await ensureApplicationKey(db, 'Stint desktop', now(), desktopApplicationKey);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${port}`;
    const publicUrl = options.publicUrl ?? url;
    const context = createServiceContext({
      db,
      config: {
        ...lifetimes,
        publicUrl,
        issuer: `${publicUrl}/auth`,
        graphCaches: options.graphCaches ?? true,
      },
      version: options.version ?? 'dev',
      now,
      keys,
      reportError,
      loginThrottle: new LoginThrottle(db),
      confirmationLimit: new ConfirmationRateLimit(db),
      v1RateLimiter: v1RateLimit === 'off' ? null : new RequestRateLimiter(db, v1RateLimit),
      mail,
      drain,
    });
    const routes = new Router();
    for (const register of routeModules) register(routes, context);
    router = routes;
    handler = createRequestHandler(routes, {
      allowedHosts:
        options.publicUrl === undefined && isLoopback(host)
          ? new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
          : null,
      reportError,
    });
    // Expired sign-ins, codes, sessions and tokens leave the database without anyone asking.
    const sweeper = startExpirySweeper(db, { now, reportError });
    let closing: Promise<void> | null = null;
    return {
      url,
      port,
      mailDescription: mail.description,
      changeStamp: () => db.changeStamp(),
      close(closeOptions = {}) {
        closing ??= (async () => {
          sweeper.stop();
          const cut = await drain.drain(closeOptions.drainTimeoutMs ?? defaultDrainTimeoutMs);
          if (cut > 0) {
            reportError(
              new Error(`${cut} request(s) still running at the end of the drain timeout were cut off`),
            );
          }
          mail.close();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (server.listening) server.close();
    mail.close();
    await db.close();
    throw error;
  }
}
