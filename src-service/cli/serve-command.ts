import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RateLimit } from '../security/request-rate-limiter.ts';
import { startService } from '../service.ts';
import { parseOptions, seconds } from './cli-args.ts';
import { CommandError, UsageError } from './cli-errors.ts';
import { SchemaVersionError } from '../storage/schema-version.ts';
import { chooseDatabase, defaultDataDir } from './database-option.ts';
import { parseSmtpUrl } from '../mail/smtp-url.ts';
import { startHeapCeiling } from '../memory/heap-ceiling.ts';
import { startIdleMemoryReducer } from '../memory/idle-memory-reducer.ts';
import { RoomBeforeHash } from '../memory/room-before-hash.ts';
import { setBeforeHash } from '../security/passwords.ts';

export const serveUsage = `npm run service -- [--host 127.0.0.1] [--port 8787] [--data stint-data] [--seed demo|none]
    [--database postgres://…  (also STINT_DATABASE_URL; migrated beforehand, see \`migrate\`)] [--pool-size 10]
    [--access-token-ttl 300] [--auth-code-ttl 600] [--v1-token-ttl 3600] [--public-url URL]
    [--v1-rate-limit 500/10|off] [--smtp smtp://user:password@host:587] [--drain-timeout 30]
    (--smtp also from STINT_SMTP_URL; without it mail is written to DATA/mail/, see \`mail list\`;
     with --database to stint-data/mail/ in the working folder)`;

/** `REQUESTS/SECONDS` (at most that many authenticated v1 requests per client in that many seconds) or `off`. */
export function parseRateLimit(value: string | undefined): RateLimit | 'off' | undefined {
  if (value === undefined) return undefined;
  if (value === 'off') return 'off';
  const m = /^(\d{1,7})\/(\d{1,5})$/.exec(value);
  const requests = Number(m?.[1]);
  const seconds = Number(m?.[2]);
  if (m === null || requests < 1 || seconds < 1 || seconds > 86_400) {
    throw new UsageError(`--v1-rate-limit must be REQUESTS/SECONDS such as 500/10, or off; got ${value}`);
  }
  return { requests, windowMs: seconds * 1000 };
}

/** Connections one instance keeps to PostgreSQL; every instance adds its own to the server's count. */
export function parsePoolSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!/^\d{1,4}$/.test(value) || size < 1 || size > 1000)
    throw new UsageError(`--pool-size must be a whole number from 1 to 1000, got ${value}`);
  return size;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Runs the service in the foreground until SIGINT or SIGTERM; prints the listening line. */
export async function serve(args: readonly string[]): Promise<void> {
  const values = parseOptions(args, {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8787' },
    data: { type: 'string' },
    database: { type: 'string' },
    seed: { type: 'string', default: 'none' },
    'access-token-ttl': { type: 'string' },
    'auth-code-ttl': { type: 'string' },
    'v1-token-ttl': { type: 'string' },
    'public-url': { type: 'string' },
    'v1-rate-limit': { type: 'string' },
    smtp: { type: 'string' },
    'drain-timeout': { type: 'string' },
    'pool-size': { type: 'string' },
  });
  const database = chooseDatabase(values);
  const poolSize = parsePoolSize(values['pool-size']);
  if (poolSize !== undefined && database.engine === 'sqlite')
    throw new UsageError('--pool-size is for --database: SQLite keeps one connection');
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535)
    throw new UsageError(`--port must be 0-65535, got ${values.port}`);
  if (values.seed !== 'demo' && values.seed !== 'none')
    throw new UsageError(`--seed must be demo or none, got ${values.seed}`);
  const accessTokenTtlSeconds = seconds(values['access-token-ttl'], '--access-token-ttl');
  const authCodeTtlSeconds = seconds(values['auth-code-ttl'], '--auth-code-ttl');
  const v1TokenTtlSeconds = seconds(values['v1-token-ttl'], '--v1-token-ttl');
  const publicUrl = values['public-url'];
  const v1RateLimit = parseRateLimit(values['v1-rate-limit']);
  const drainTimeoutSeconds = seconds(values['drain-timeout'], '--drain-timeout') ?? 30;
  if (publicUrl !== undefined && !/^https?:\/\/[^/?#]+$/.test(publicUrl)) {
    throw new UsageError('--public-url must be an http(s) origin without a path');
  }
  const smtpUrl = values.smtp ?? nonEmpty(process.env['STINT_SMTP_URL']);
  if (smtpUrl !== undefined) {
    try {
      parseSmtpUrl(smtpUrl);
    } catch (error) {
      throw new UsageError(`--smtp: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const version = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  const service = await startService({
    host: values.host,
    port,
    // On PostgreSQL the folder holds only the mail (when it is not sent by SMTP).
    dataDir: database.engine === 'sqlite' ? database.dataDir : resolve(defaultDataDir),
    ...(database.engine === 'postgres' ? { database: database.url, poolSize: poolSize ?? 10 } : {}),
    version,
    seed: values.seed,
    ...(accessTokenTtlSeconds === undefined ? {} : { accessTokenTtlSeconds }),
    ...(authCodeTtlSeconds === undefined ? {} : { authCodeTtlSeconds }),
    ...(v1TokenTtlSeconds === undefined ? {} : { v1TokenTtlSeconds }),
    ...(publicUrl === undefined ? {} : { publicUrl }),
    ...(v1RateLimit === undefined ? {} : { v1RateLimit }),
    smtpUrl,
    onError: (error) =>
      process.stderr.write(
        `stint service error: ${error instanceof Error ? error.message : String(error)}\n`,
      ),
  }).catch((error: unknown) => {
    // One sentence for a schema older or newer than this code; anything else as it came.
    throw error instanceof SchemaVersionError ? new CommandError(error.message) : error;
  });
  // A long-running service gives memory back after each burst of requests (issue 22), keeps its
  // heap near what it holds live while a burst lasts, and makes room before a password hash
  // (issue 20).
  const stopMemoryReducer = startIdleMemoryReducer();
  const stopHeapCeiling = startHeapCeiling();
  const room = new RoomBeforeHash();
  const stopRoomBeforeHash = setBeforeHash(() => room.make());
  process.stdout.write(`stint service listening on ${service.url}\n`);
  process.stdout.write(`mail goes to ${service.mailDescription}\n`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // The operator does not want to wait: 128 + the signal's number, as a shell reports it.
      process.stdout.write(`stint service stopped at once (${signal} again)\n`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    stopMemoryReducer();
    stopHeapCeiling();
    stopRoomBeforeHash();
    process.stdout.write(
      `stint service stopping (${signal}): finishing requests in flight, at most ${drainTimeoutSeconds} s; ` +
        `${signal} again stops at once\n`,
    );
    service.close({ drainTimeoutMs: drainTimeoutSeconds * 1000 }).then(
      () => {
        process.stdout.write('stint service stopped\n');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(
          `stint service did not stop cleanly: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
