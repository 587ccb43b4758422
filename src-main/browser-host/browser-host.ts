import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { downloadPathPrefix } from '../../src-shared/ipc/download-protocol.ts';
import {
  pageKeyFragment,
  socketInvokeMessage,
  socketMaxMessageBytes,
  type SocketServerMessage,
} from '../../src-shared/ipc/socket-protocol.ts';
import type { Core } from '../core/create-core.ts';
import type { Logger } from '../core/logging/logger.ts';
import { contentSecurityPolicy, securityHeaders } from '../core/security/content-security-policy.ts';
import type { DownloadRegistry } from './downloads.ts';
import { serveStatic } from './static-files.ts';
import { checkUpgrade } from './upgrade-check.ts';

export interface BrowserHostOptions {
  readonly core: Core;
  /** Folder of the built renderer (index.html and assets/). */
  readonly rendererDir: string;
  readonly logger: Logger;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Fixed launch secret, for tests only; normally random per launch. */
  readonly key?: string;
  /** Exports waiting to be downloaded by the page (the platform's file exporter). */
  readonly downloads?: DownloadRegistry;
}

export interface RunningBrowserHost {
  /** Origin of the host, `http://127.0.0.1:PORT`. */
  readonly origin: string;
  /** The URL to open: the origin with this launch's secret in the fragment. */
  readonly pageUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Runs the renderer in an ordinary browser: serves the built page on 127.0.0.1 and carries the
 * IPC contract over a WebSocket that only this launch's page can open.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<RunningBrowserHost> {
  const key = options.key ?? randomBytes(32).toString('base64url');
  const { core, logger } = options;
  options.downloads?.attach(key);
  let port = 0;
  let headers: Record<string, string> = {};
  const sockets = new Set<WebSocket>();
  let nextSocket = 1;

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.headers.host !== `127.0.0.1:${port}`) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Misdirected request');
      return;
    }
    if (options.downloads !== undefined && req.url?.startsWith(downloadPathPrefix) === true) {
      options.downloads.handle(req, res).catch((error: unknown) => {
        logger.error('browser host could not answer a download', { error });
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    serveStatic(options.rendererDir, req, res, headers).catch((error: unknown) => {
      logger.error('browser host could not serve a file', { error });
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: socketMaxMessageBytes });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const verdict = checkUpgrade(
      {
        url: req.url,
        host: req.headers.host,
        origin: req.headers.origin,
        remoteAddress: req.socket.remoteAddress,
      },
      port,
      key,
    );
    if (!verdict.ok) {
      logger.warn('refused a bridge connection', { reason: verdict.reason });
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const sender = `browser-socket#${nextSocket++}`;
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data: RawData, isBinary: boolean) => {
        void handleMessage(ws, sender, data, isBinary);
      });
    });
  });

  const handleMessage = async (
    ws: WebSocket,
    sender: string,
    data: RawData,
    isBinary: boolean,
  ): Promise<void> => {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(rawToString(data));
    } catch {
      parsed = undefined;
    }
    const message = socketInvokeMessage.safeParse(parsed);
    if (!message.success) {
      // A peer that speaks something else is not our page; stop talking to it.
      ws.close(1008, 'malformed message');
      return;
    }
    const { id, channel, arg } = message.data;
    const result = await core.router.dispatch(channel, arg, { sender });
    send(ws, { type: 'result', id, result });
  };

  const unsubscribe = core.events.subscribe((channel, payload) => {
    for (const ws of sockets) send(ws, { type: 'event', channel, payload });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  headers = securityHeaders(contentSecurityPolicy({ connectSources: [`ws://127.0.0.1:${port}`] }));

  let closing: Promise<void> | null = null;
  return {
    origin,
    pageUrl: `${origin}/#${pageKeyFragment}=${key}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        unsubscribe();
        options.downloads?.clear();
        for (const ws of sockets) ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function send(ws: WebSocket, message: SocketServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
