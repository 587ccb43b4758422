// The browser host's IPC bridge: an invoke from the page to the core and back, over the loopback
// WebSocket, with the contract's allow-list and argument validation on the way. Baseline: a bare
// `ws` server on the same machine answering the same JSON, measured in the same run.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { startBrowserHost } from '../src-main/browser-host/browser-host.ts';
import { createCore } from '../src-main/core/create-core.ts';
import { createLogger } from '../src-main/core/logging/logger.ts';
import { JsonFileSettingsStore } from '../src-main/core/platform/json-file-settings-store.ts';
import { FolderFileExporter } from '../src-main/core/testing/folder-file-exporter.ts';
import { MemorySecretStore } from '../src-main/core/platform/memory-secret-store.ts';
import { formatRatio, formatTiming, measure } from './support/measure.ts';

const count = Number(process.env['BENCH_COUNT'] ?? 5000);

function requester(ws: WebSocket): (message: string) => Promise<unknown> {
  const waiting: ((value: unknown) => void)[] = [];
  ws.on('message', (data: Buffer) => waiting.shift()?.(data));
  return (message) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      ws.send(message);
    });
}

function open(url: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-ipc-'));
try {
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  const logger = createLogger({ write: () => undefined });
  const core = createCore({
    app: { name: 'Stint', version: 'bench' },
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
  const key = 'bench'.padEnd(43, 'k');
  const host = await startBrowserHost({ core, rendererDir, logger, key });

  const answer = JSON.stringify({
    type: 'result',
    id: 1,
    result: { ok: true, value: { name: 'Stint', version: 'bench', host: 'browser' } },
  });
  const bare = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  bare.on('connection', (ws) => ws.on('message', () => ws.send(answer)));
  await new Promise<void>((resolve) => bare.once('listening', resolve));
  const barePort = (bare.address() as { port: number }).port;

  const bridgeSocket = await open(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
  const bareSocket = await open(`ws://127.0.0.1:${barePort}/`, host.origin);
  const viaBridge = requester(bridgeSocket);
  const viaBare = requester(bareSocket);
  const message = JSON.stringify({ type: 'invoke', id: 1, channel: 'app:get-info' });

  const baseline = await measure(count, 500, () => viaBare(message));
  const bridge = await measure(count, 500, () => viaBridge(message));

  console.log(`IPC bridge round trip (${count} sequential invokes)`);
  console.log(formatTiming('baseline: bare ws echo', baseline));
  console.log(formatTiming('browser host bridge: app:get-info', bridge));
  console.log(formatRatio('bridge vs bare ws', bridge, baseline, 2));

  bridgeSocket.close();
  bareSocket.close();
  bare.close();
  await host.close();
  await core.dispose();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
