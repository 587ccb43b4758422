import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendStatus } from '../../src-shared/domain/backend-status.ts';
import { createCore, type CoreOptions } from './create-core.ts';
import { createLogger } from './logging/logger.ts';
import { MemorySecretStore } from './platform/memory-secret-store.ts';
import { JsonFileSettingsStore } from './platform/json-file-settings-store.ts';
import { FolderFileExporter } from './testing/folder-file-exporter.ts';
import { inEnglish } from '../../src-shared/testing/in-english.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function options(
  backend: { kind: 'embedded'; dataDir: string } | { kind: 'remote'; url: string },
  dir: string,
): CoreOptions {
  return {
    app: { name: 'Stint', version: '0.0.1' },
    platform: {
      host: 'browser',
      secrets: new MemorySecretStore(),
      settings: new JsonFileSettingsStore(join(dir, 'settings.json')),
      openExternal: () => Promise.resolve(),
      notify: () => undefined,
      onResume: () => () => undefined,
      files: new FolderFileExporter(dir),
    },
    embedded: { dataDir: backend.kind === 'embedded' ? backend.dataDir : join(dir, 'unused') },
    serverOverride: backend.kind === 'remote' ? backend.url : undefined,
    logger: createLogger({ write: () => undefined }),
  };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-core-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('createCore', () => {
  it('hands every tray, menu and shortcut action to a part of the core', async () => {
    const dir = tempDir();
    const core = createCore(options({ kind: 'embedded', dataDir: join(dir, 'service') }, dir));
    await core.start();
    const types = [
      'stopwatch:pause',
      'stopwatch:resume',
      'stopwatch:stop',
      'stopwatch:start',
      'stopwatch:toggle',
      'org:switch',
      'session:sign-in',
    ] as const;
    for (const type of types) expect(core.shell.actions.handles(type), type).toBe(true);
    await core.dispose();
    expect(core.shell.actions.handles('stopwatch:stop')).toBe(false);
  });

  it('carries out only the buttons a notification offered: Open Stint shows the Stopwatch in the page', async () => {
    const dir = tempDir();
    const core = createCore(options({ kind: 'embedded', dataDir: join(dir, 'service') }, dir));
    const seen: unknown[] = [];
    core.events.subscribe((channel, payload) => seen.push([channel, payload]));
    const shown = core.notificationActions.present({
      title: 'You are not tracking time',
      body: 'b',
      actions: [{ label: 'Open Stint', action: { type: 'window:open', section: 'stopwatch' } }],
    });
    const id = shown.actions?.[0]?.id ?? '';
    const chosen = await core.router.dispatch('app:notification-action', { id }, { sender: 't' });
    expect(chosen).toEqual({ ok: true, value: null });
    expect(seen).toContainEqual(['app:show-section', { section: 'stopwatch' }]);
    const again = await core.router.dispatch('app:notification-action', { id }, { sender: 't' });
    expect(again).toMatchObject({ ok: false, error: { code: 'expired' } });
    const bad = await core.router.dispatch('app:notification-action', { id: '' }, { sender: 't' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await core.dispose();
  });

  it('starts the embedded service and reports it connected over IPC', async () => {
    const dir = tempDir();
    const core = createCore(options({ kind: 'embedded', dataDir: join(dir, 'service') }, dir));
    const seen: unknown[] = [];
    core.events.subscribe((channel, payload) => seen.push([channel, payload]));
    await core.start();
    cleanups.push(() => core.dispose());
    const result = await core.router.dispatch('backend:get-status', undefined, { sender: 't' });
    expect(result.ok).toBe(true);
    const status = (result as { value: BackendStatus }).value;
    expect(status).toMatchObject({
      kind: 'embedded',
      state: 'connected',
      serviceVersion: '0.0.1',
      problem: null,
    });
    expect(status.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen).toContainEqual(['backend:status-changed', status]);
  });

  it('speaks the system’s language in main, one resolution for the window title and the rest', async () => {
    const dir = tempDir();
    const core = createCore({
      ...options({ kind: 'remote', url: 'http://127.0.0.1:9' }, dir),
      systemLanguages: () => ['de-AT', 'en-US'],
    });
    cleanups.push(() => core.dispose());
    expect(core.translate()('tray.notSignedIn')).toBe('Nicht angemeldet');
    const title = await core.router.dispatch('app:get-window-title', undefined, { sender: 't' });
    expect(title).toEqual({ ok: true, value: 'Stint: nicht angemeldet' });
  });

  it('reports an unreachable remote service with a sentence, not an exception', async () => {
    const dir = tempDir();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const core = createCore(options({ kind: 'remote', url: `http://127.0.0.1:${port}` }, dir));
    await core.start();
    cleanups.push(() => core.dispose());
    const result = await core.router.dispatch('backend:get-status', undefined, { sender: 't' });
    expect(result).toMatchObject({ ok: true, value: { kind: 'remote', state: 'unreachable' } });
    expect(inEnglish((result as { value: BackendStatus }).value.problem)).toMatch(/does not answer/);
    // Signing in then says why, as a message the page renders in its language.
    const signIn = await core.router.dispatch('session:sign-in', undefined, { sender: 't' });
    expect(signIn).toMatchObject({
      ok: false,
      error: {
        code: 'service-unreachable',
        messageId: 'error.backendProblemSignIn',
        values: { problem: { id: 'backend.problem.noAnswer', values: { url: `http://127.0.0.1:${port}` } } },
      },
    });
  });

  it('recognizes a server that is not a Stint service', async () => {
    const dir = tempDir();
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html></html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => other.close(() => resolve())));
    const port = (other.address() as AddressInfo).port;
    const core = createCore(options({ kind: 'remote', url: `http://127.0.0.1:${port}` }, dir));
    await core.start();
    cleanups.push(() => core.dispose());
    const result = await core.router.dispatch('backend:get-status', undefined, { sender: 't' });
    expect((result as { value: BackendStatus }).value).toMatchObject({ state: 'unreachable' });
    expect(inEnglish((result as { value: BackendStatus }).value.problem)).toMatch(/not like a Stint service/);
  });
});
