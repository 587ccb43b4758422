import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that answers its name, the method, path, body and two request headers it got. */
async function upstream(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/half') {
        // Sends headers and part of the body, then dies.
        res.writeHead(200, { 'Content-Length': '100' });
        res.write('partial');
        setTimeout(() => req.socket.destroy(), 10);
        return;
      }
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'X-Upstream': name,
        'Set-Cookie': ['a=1', 'b=2'],
      });
      res.end(
        JSON.stringify({
          name,
          method: req.method,
          path: req.url,
          body: Buffer.concat(chunks).toString(),
          host: req.headers.host,
          custom: req.headers['x-custom'],
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(async () => {
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

async function proxyOver(ports: readonly number[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy(ports);
  cleanups.push(() => proxy.close());
  return proxy;
}

async function nameAt(proxy: RoundRobinProxy): Promise<string> {
  const res = await fetch(`${proxy.url}/who`);
  return ((await res.json()) as { name: string }).name;
}

describe('round-robin proxy', () => {
  it('sends each request to the next upstream in turn', async () => {
    const [a, b, c] = await Promise.all([upstream('a'), upstream('b'), upstream('c')]);
    const proxy = await proxyOver([a.port, b.port, c.port]);
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) names.push(await nameAt(proxy));
    expect(names).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect([...proxy.served.values()]).toEqual([2, 2, 2]);
  });

  it('forwards method, path with query, body, headers and the Host clients used, and answers status and headers', async () => {
    const a = await upstream('a');
    const proxy = await proxyOver([a.port]);
    const res = await fetch(`${proxy.url}/some/path?x=1&y=%20`, {
      method: 'POST',
      headers: { 'X-Custom': 'kept', 'Content-Type': 'text/plain' },
      body: 'hello body',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('a');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({
      name: 'a',
      method: 'POST',
      path: '/some/path?x=1&y=%20',
      body: 'hello body',
      host: `127.0.0.1:${proxy.port}`,
      custom: 'kept',
    });
  });

  it('skips an upstream that refuses the connection, so no request fails once it is gone', async () => {
    const [a, b, c] = await Promise.all([upstream('a'), upstream('b'), upstream('c')]);
    const proxy = await proxyOver([a.port, b.port, c.port]);
    b.server.closeAllConnections();
    await new Promise<void>((resolve) => b.server.close(() => resolve()));
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${proxy.url}/who`)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 201));
    const names = await Promise.all(answers.map(async (r) => ((await r.json()) as { name: string }).name));
    expect(new Set(names)).toEqual(new Set(['a', 'c']));
    expect(proxy.served.get(b.port)).toBeUndefined();
  });

  it('tries each other upstream once for a request the dead one refused, however many requests run at once', async () => {
    const [a, b, c] = await Promise.all([upstream('a'), upstream('b'), upstream('c')]);
    const proxy = await proxyOver([a.port, b.port, c.port]);
    for (const dead of [a, b]) {
      dead.server.closeAllConnections();
      await new Promise<void>((resolve) => dead.server.close(() => resolve()));
    }
    // Concurrent requests move the turn on while one walks past the dead: each still reaches c.
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${proxy.url}/who`)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 60 }, () => 201));
  });

  it('answers 502 when no upstream answers, and takes new upstreams when told', async () => {
    const a = await upstream('a');
    const port = a.port;
    a.server.closeAllConnections();
    await new Promise<void>((resolve) => a.server.close(() => resolve()));
    const proxy = await proxyOver([port]);
    const res = await fetch(`${proxy.url}/who`);
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/^no instance answered: connect ECONNREFUSED/);
    const b = await upstream('b');
    proxy.setUpstreams([b.port]);
    expect(await nameAt(proxy)).toBe('b');
  });

  it('cuts the client off when the upstream dies in the middle of its answer', async () => {
    const a = await upstream('a');
    const proxy = await proxyOver([a.port]);
    const res = await fetch(`${proxy.url}/half`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});
