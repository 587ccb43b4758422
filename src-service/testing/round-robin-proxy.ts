import { once } from 'node:events';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:PORT`: what clients use, and the service's public URL. */
  readonly url: string;
  readonly port: number;
  /** The instances' loopback ports, in turn; set once they listen (they need the proxy's URL first). */
  setUpstreams(ports: readonly number[]): void;
  /** How many requests each upstream port answered. */
  readonly served: ReadonlyMap<number, number>;
  close(): Promise<void>;
}

// Hop-by-hop headers describe one connection, not the message: never forwarded.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

function refused(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ECONNREFUSED';
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny loopback load balancer for the multi-instance test: each request goes to the next
 * instance in turn, on a connection of its own (a kept-alive connection to a killed instance
 * would fail the next request sent on it). An instance that refuses the connection (it is dead)
 * is skipped: the request, never sent, goes to the next one. A request an instance took and then
 * dropped fails with 502, as it would behind a real balancer.
 */
export async function startRoundRobinProxy(initial: readonly number[] = []): Promise<RoundRobinProxy> {
  let upstreams = [...initial];
  let next = 0;
  const served = new Map<number, number>();

  const forward = (port: number, req: IncomingMessage, body: Buffer): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const out = request(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path: req.url,
          headers: { ...endToEnd(req.headers), 'content-length': String(body.length) },
          agent: false,
        },
        resolve,
      );
      out.on('error', reject);
      out.end(body);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    // This request's own walk over the instances: concurrent requests move `next` meanwhile, and
    // must not send this one back to the dead instance it just skipped.
    const list = upstreams;
    const start = next;
    next += 1;
    let failure = 'none is configured';
    for (let attempt = 0; attempt < list.length; attempt += 1) {
      const port = list[(start + attempt) % list.length] ?? 0;
      let answer: IncomingMessage;
      try {
        answer = await forward(port, req, body);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        if (refused(error)) continue;
        break;
      }
      served.set(port, (served.get(port) ?? 0) + 1);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
      // The instance died mid-answer: cut the client's connection rather than end a truncated body cleanly.
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
      return;
    }
    res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`no instance answered: ${failure}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    setUpstreams(ports) {
      upstreams = [...ports];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
