import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportRequest } from '../core/export/file-exporter.ts';
import { createLogger } from '../core/logging/logger.ts';
import { contentDisposition, downloadProof, DownloadRegistry } from './downloads.ts';

const key = 'launch-key-'.padEnd(43, 'k');
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  readonly registry: DownloadRegistry;
  readonly origin: string;
  readonly notes: string[];
  readonly clock: { now: number };
}

async function setup(ttlMs = 60_000): Promise<Setup> {
  const notes: string[] = [];
  const clock = { now: 1_000_000 };
  const registry = new DownloadRegistry({
    logger: createLogger({ write: () => undefined }),
    notify: (n) => notes.push(n.body),
    ttlMs,
    now: () => clock.now,
  });
  registry.attach(key);
  const server: Server = createServer((req, res) => {
    void registry.handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(418);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { registry, origin: `http://127.0.0.1:${port}`, notes, clock };
}

const csv = (lines: number, fail = false): ExportRequest => ({
  suggestedName: 'stint records – Oktober.csv',
  contentType: 'text/csv; charset=utf-8',
  filter: { name: 'CSV', extensions: ['csv'] },
  write: async (sink) => {
    await sink.write('n\r\n');
    for (let i = 0; i < lines; i++) {
      await sink.write(`${i}\r\n`);
      if (fail && i === 10) throw new Error('the service went away');
    }
    return { rows: lines };
  },
});

async function offer(registry: DownloadRegistry, req: ExportRequest): Promise<string> {
  const outcome = await registry.save(req);
  if (outcome.kind !== 'download') throw new Error('expected a download');
  return outcome.url;
}

function withProof(path: string, proof = downloadProof(key, path.split('/').pop() ?? '')): string {
  return `${path}?proof=${proof}`;
}

describe('DownloadRegistry', () => {
  it('streams the export once to the page that proves the launch key', async () => {
    const { registry, origin } = await setup();
    const path = await offer(registry, csv(20_000));
    expect(path).toMatch(/^\/exports\/[A-Za-z0-9_-]{43}$/);
    const res = await fetch(`${origin}${withProof(path)}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(contentDisposition('stint records – Oktober.csv'));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text.split('\r\n')).toHaveLength(20_002);
    // Spent: a second request finds nothing.
    expect((await fetch(`${origin}${withProof(path)}`)).status).toBe(404);
    expect(registry.size).toBe(0);
  });

  it('refuses a request without the proof, with a wrong one, or from another site', async () => {
    const { registry, origin } = await setup();
    const path = await offer(registry, csv(3));
    expect((await fetch(`${origin}${path}`)).status).toBe(404);
    expect((await fetch(`${origin}${withProof(path, downloadProof('another-key', 'x'))}`)).status).toBe(403);
    expect((await fetch(`${origin}${withProof(path, key)}`)).status).toBe(403);
    const crossSite = await fetch(`${origin}${withProof(path)}`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${origin}${withProof(path)}`, { method: 'POST' })).status).toBe(405);
    // None of that spent the address.
    expect((await fetch(`${origin}${withProof(path)}`)).status).toBe(200);
  });

  it('forgets an address nobody fetched in time', async () => {
    const { registry, origin, clock } = await setup(5_000);
    const path = await offer(registry, csv(3));
    clock.now += 5_000;
    expect((await fetch(`${origin}${withProof(path)}`)).status).toBe(404);
  });

  it('answers unknown ids like spent ones and leaves other paths to the host', async () => {
    const { origin } = await setup();
    const unknown = `/exports/${'A'.repeat(43)}`;
    expect((await fetch(`${origin}${withProof(unknown)}`)).status).toBe(404);
    expect((await fetch(`${origin}/exports/../index.html`)).status).toBe(418);
    expect((await fetch(`${origin}/index.html`)).status).toBe(418);
  });

  it('breaks the download off and tells the person when the export fails midway', async () => {
    const { registry, origin, notes } = await setup();
    const path = await offer(registry, csv(100, true));
    const port = Number(new URL(origin).port);
    const outcome = await new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: withProof(path) }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve('complete'));
        res.on('error', () => resolve('broken'));
        res.on('aborted', () => resolve('broken'));
      });
      req.on('error', () => resolve('broken'));
      req.end();
    });
    expect(outcome).toBe('broken');
    expect(notes).toEqual(['stint records – Oktober.csv could not be completed. Try the export again.']);
  });

  it('offers nothing before the host has its key', async () => {
    const registry = new DownloadRegistry({
      logger: createLogger({ write: () => undefined }),
      notify: () => undefined,
    });
    await expect(registry.save(csv(1))).rejects.toThrow(/not serving pages/);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('Bericht "Q4" – €.csv')).toBe(
      `attachment; filename="Bericht _Q4_ _ _.csv"; filename*=UTF-8''Bericht%20%22Q4%22%20%E2%80%93%20%E2%82%AC.csv`,
    );
    expect(contentDisposition("it's (1).csv")).toContain("filename*=UTF-8''it%27s%20%281%29.csv");
  });
});
