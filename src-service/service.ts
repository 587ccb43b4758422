import type { Database } from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDatabase, openDatabase } from './storage/database.ts';
import { createRequestHandler } from './http/request-handler.ts';

export interface ServiceOptions {
  /** Interface to bind; 127.0.0.1 unless the service is run for a team. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Folder holding the database and the signing keys. */
  readonly dataDir: string;
  readonly version?: string;
  /** Where unexpected errors are reported (never with request credentials). */
  readonly onError?: (error: unknown) => void;
}

export interface RunningService {
  /** Base URL, `http://HOST:PORT`, with no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Stops accepting requests, waits for open ones, checkpoints the WAL and closes the database. */
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  const db: Database = openDatabase(options.dataDir);
  const onError = options.onError ?? (() => undefined);
  const handler = createRequestHandler({ version: options.version ?? 'dev' }, onError);
  const server: Server = createServer((req, res) => {
    void handler(req, res);
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    closeDatabase(db);
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          closeDatabase(db);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
