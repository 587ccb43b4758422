import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { argumentErrorMessage } from '../../src-shared/ipc/argument-error.ts';
import { createCore, type Core } from '../core/create-core.ts';
import { createLogger, type LogSink } from '../core/logging/logger.ts';
import { MemorySecretStore } from '../core/platform/memory-secret-store.ts';
import { JsonFileSettingsStore } from '../core/platform/json-file-settings-store.ts';
import { FolderFileExporter } from '../core/testing/folder-file-exporter.ts';
import { startBrowserHost, type RunningBrowserHost } from './browser-host.ts';
import { downloadProof, DownloadRegistry } from './downloads.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const silent: LogSink = { write: () => undefined };

async function startHost(
  downloads?: DownloadRegistry,
): Promise<{ host: RunningBrowserHost; core: Core; key: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'stint-host-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Stint</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(dir, 'outside.txt'), 'secret');
  const logger = createLogger(silent);
  const core = createCore({
    app: { name: 'Stint', version: '1.2.3' },
    platform: {
      host: 'browser',
      secrets: new MemorySecretStore(),
      settings: new JsonFileSettingsStore(join(dir, 'settings.json')),
      openExternal: () => Promise.resolve(),
      notify: () => undefined,
      onResume: () => () => undefined,
      files: new FolderFileExporter(dir),
    },
    embedded: { dataDir: join(dir, 'service') },
    logger,
  });
  await core.start();
  cleanups.push(() => core.dispose());
  const key = 'test-key-'.padEnd(43, 'x');
  const host = await startBrowserHost({
    core,
    rendererDir,
    logger,
    key,
    ...(downloads === undefined ? {} : { downloads }),
  });
  cleanups.push(() => host.close());
  return { host, core, key };
}

function connect(url: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) =>
    ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))),
  );
}

describe('browser host', () => {
  it('serves the page with a strict CSP naming its own bridge socket', async () => {
    const { host } = await startHost();
    const res = await fetch(`${host.origin}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${host.port}`);
    expect(csp).not.toContain('unsafe');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(host.pageUrl).toMatch(new RegExp(`^${host.origin}/#key=`));
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { host } = await startHost();
    // fetch() may not set Host, so this goes through node:http like a rebinding browser would.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: host.port, path: '/', headers: { Host: `attacker.example:${host.port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.once('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });

  it('does not serve files outside the renderer folder', async () => {
    const { host } = await startHost();
    const res = await fetch(`${host.origin}/%2e%2e/outside.txt`);
    expect(res.status).toBe(404);
  });

  it('carries an invoke from our page to the core and back', async () => {
    const { host, key } = await startHost();
    const ws = await connect(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
    cleanups.push(() => ws.close());
    ws.send(JSON.stringify({ type: 'invoke', id: 7, channel: 'app:get-info', arg: undefined }));
    expect(await nextMessage(ws)).toEqual({
      type: 'result',
      id: 7,
      result: { ok: true, value: { name: 'Stint', version: '1.2.3', host: 'browser' } },
    });
  });

  it('reports a bad argument and an unknown channel as clear errors', async () => {
    const { host, key } = await startHost();
    const ws = await connect(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
    cleanups.push(() => ws.close());
    ws.send(JSON.stringify({ type: 'invoke', id: 1, channel: 'app:get-info', arg: { evil: true } }));
    const bad = (await nextMessage(ws)) as {
      result: { ok: boolean; error: { code: string; message: string } };
    };
    expect(bad.result.ok).toBe(false);
    expect(bad.result.error.code).toBe('invalid-argument');
    expect(bad.result.error.message).toBe(argumentErrorMessage);
    ws.send(JSON.stringify({ type: 'invoke', id: 2, channel: 'fs:read-file', arg: '/etc/passwd' }));
    const unknown = (await nextMessage(ws)) as { result: { error: { code: string } } };
    expect(unknown.result.error.code).toBe('unknown-channel');
  });

  it('refuses a socket with the wrong key', async () => {
    const { host } = await startHost();
    await expect(
      connect(`ws://127.0.0.1:${host.port}/bridge?key=${'w'.repeat(43)}`, host.origin),
    ).rejects.toThrow('HTTP 403');
  });

  it('refuses a socket opened by a foreign page, even with the right key', async () => {
    const { host, key } = await startHost();
    await expect(
      connect(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, 'http://evil.example'),
    ).rejects.toThrow('HTTP 403');
  });

  it('hangs up on a peer that sends something other than the protocol', async () => {
    const { host, key } = await startHost();
    const ws = await connect(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send('not json');
    expect(await closed).toBe(1008);
  });

  it('pushes core events to connected pages', async () => {
    const { host, core, key } = await startHost();
    const ws = await connect(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
    cleanups.push(() => ws.close());
    const message = nextMessage(ws);
    core.events.emit('app:notification', { title: 'Hello', body: 'World' });
    expect(await message).toEqual({
      type: 'event',
      channel: 'app:notification',
      payload: { title: 'Hello', body: 'World' },
    });
  });

  it('serves an export once at its one-time address, to our Host only', async () => {
    const downloads = new DownloadRegistry({ logger: createLogger(silent), notify: () => undefined });
    const { host, key } = await startHost(downloads);
    const outcome = await downloads.save({
      suggestedName: 'totals.csv',
      contentType: 'text/csv; charset=utf-8',
      filter: { name: 'CSV', extensions: ['csv'] },
      write: async (sink) => {
        await sink.write('a,b\r\n1,2\r\n');
        return { rows: 1 };
      },
    });
    if (outcome.kind !== 'download') throw new Error('expected a download');
    const path = `${outcome.url}?proof=${downloadProof(key, outcome.url.split('/').pop() ?? '')}`;
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: host.port, path, headers: { Host: `evil.example:${host.port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(421);
    const res = await fetch(`${host.origin}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('a,b\r\n1,2\r\n');
    expect((await fetch(`${host.origin}${path}`)).status).toBe(404);
  });
});
