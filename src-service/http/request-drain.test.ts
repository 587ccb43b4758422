import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestDrain } from './request-drain.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A real server on loopback whose kept-alive connections never time out by themselves. */
async function serve(handler: Handler): Promise<{ server: Server; drain: RequestDrain; port: number }> {
  const server = createServer((req, res) => {
    drain.track(res);
    handler(req, res);
  });
  const drain = new RequestDrain(server);
  // Without this Node would close idle keep-alive connections after 5 s and hide a drain that waits on them.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.closeAllConnections());
  return { server, drain, port: (server.address() as AddressInfo).port };
}

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

/** Sends `first`, then (when `rest` resolves) the remaining body; answers the response. */
function post(port: number, agent: Agent, first: string, rest: Promise<string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.write(first);
    void rest.then((text) => req.end(text));
  });
}

const echo: Handler = (req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => res.end(body));
};

function deferred(): { promise: Promise<string>; resolve: (value: string) => void } {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, () => resolve(false));
    req.on('error', () => resolve(true));
    req.end();
  });
}

describe('RequestDrain', () => {
  it('lets a request whose body is still arriving finish, refuses new connections, then closes', async () => {
    const { drain, port } = await serve(echo);
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const rest = deferred();
    const answer = post(port, agent, 'first half, ', rest.promise);
    await expect.poll(() => drain.inFlight).toBe(1);
    let drained = false;
    const done = drain.drain(600_000).then((cut) => {
      drained = true;
      return cut;
    });
    expect(drain.draining).toBe(true);
    expect(await refused(port)).toBe(true);
    expect(drained).toBe(false);
    rest.resolve('second half');
    expect(await answer).toEqual({ status: 200, connection: 'close', body: 'first half, second half' });
    expect(await done).toBe(0);
  });

  it('closes a kept-alive connection whose answer was already under way as soon as it ends', async () => {
    const finish = deferred();
    const { drain, port } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('started, ');
      void finish.promise.then((text) => res.end(text));
    });
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const answer = post(port, agent, '', Promise.resolve(''));
    await expect.poll(() => drain.inFlight).toBe(1);
    const done = drain.drain(600_000);
    finish.resolve('finished');
    expect(await answer).toMatchObject({ status: 200, connection: 'keep-alive', body: 'started, finished' });
    // Were the connection kept (keepAliveTimeout 0), this would wait for the drain timeout.
    expect(await done).toBe(0);
  });

  it('closes idle kept-alive connections at once', async () => {
    const { drain, port } = await serve(echo);
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    expect(await post(port, agent, 'hello', Promise.resolve(''))).toMatchObject({ connection: 'keep-alive' });
    expect(await drain.drain(600_000)).toBe(0);
  });

  it('cuts what is still running when the drain timeout passes, and says how many', async () => {
    const { drain, port } = await serve(() => undefined);
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const answer = post(port, agent, 'never answered', Promise.resolve(''));
    await expect.poll(() => drain.inFlight).toBe(1);
    expect(await drain.drain(1)).toBe(1);
    await expect(answer).rejects.toThrow();
  });
});
