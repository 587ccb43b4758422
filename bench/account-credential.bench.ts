// The account layer's cost on every graph request: `projects:list` through the core (argument
// schema, the typed urql client, token manager, credential header, HTTP, status check, JSON)
// against the same request sent directly with a bearer token, in the same run on the same service. Then a
// refresh storm: 50 concurrent requests at expiry (one refresh, everyone waits for it) against 50
// concurrent requests with a fresh token.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { signInWithBrowser } from '../src-main/core/auth/browser-sign-in.ts';
import { TokenEndpoint } from '../src-main/core/auth/token-endpoint.ts';
import { createCore } from '../src-main/core/create-core.ts';
import { createLogger } from '../src-main/core/logging/logger.ts';
import { projectListDocument } from '../src-main/core/projects/project-list.ts';
import { JsonFileSettingsStore } from '../src-main/core/platform/json-file-settings-store.ts';
import { FolderFileExporter } from '../src-main/core/testing/folder-file-exporter.ts';
import { MemorySecretStore } from '../src-main/core/platform/memory-secret-store.ts';
import { FakeClock } from '../src-main/core/testing/fake-clock.ts';
import { ScriptedBrowser } from '../src-main/core/testing/scripted-browser.ts';
import { startService } from '../src-service/index.ts';
import { formatRatio, formatTiming, measure } from './support/measure.ts';

const count = Number(process.env['BENCH_COUNT'] ?? 2000);
const storms = Number(process.env['BENCH_STORMS'] ?? 20);
const page = { first: 20, after: null };
const operation = { query: print(projectListDocument), operationName: 'ProjectList', variables: page };

/** Plays the person on the hosted sign-in page. */
function personAt(browser: ScriptedBrowser) {
  return async (url: string): Promise<void> => {
    let page = await browser.open(url);
    page = await browser.submit(page, { email: 'alice@example.com', password: 'alice-password' });
    if (/name="organization"/.test(page.html)) {
      await browser.submit(page, {}, { choose: { name: 'organization', label: 'Acme Studio' } });
    }
  };
}

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-account-'));
try {
  // One clock for the service and the core, so "under a minute left" means the same to both.
  const clock = new FakeClock(Date.now());
  const service = await startService({ dataDir: join(dir, 'service'), seed: 'demo', now: clock.now });
  const authUrl = `${service.url}/auth`;
  const direct = await signInWithBrowser({
    authUrl,
    clientId: 'stint-desktop',
    provider: 'authkit',
    endpoint: new TokenEndpoint({ authUrl, clientId: 'stint-desktop' }),
    openExternal: personAt(new ScriptedBrowser()),
    timeoutMs: 30_000,
    signal: new AbortController().signal,
  });
  const body = JSON.stringify(operation);
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${direct.accessToken}` };
  const viaFetch = async (): Promise<unknown> => {
    const res = await fetch(`${service.url}/graphql`, { method: 'POST', headers, body });
    if (res.status !== 200) throw new Error(`graph answered ${res.status}`);
    return res.json();
  };

  let refreshes = 0;
  const core = createCore({
    app: { name: 'Stint', version: 'bench' },
    platform: {
      host: 'browser',
      secrets: new MemorySecretStore(),
      settings: new JsonFileSettingsStore(join(dir, 'settings.json')),
      openExternal: personAt(new ScriptedBrowser()),
      notify: () => undefined,
      onResume: () => () => undefined,
      files: new FolderFileExporter(dir),
    },
    embedded: { dataDir: join(dir, 'unused') },
    serverOverride: service.url,
    logger: createLogger({ write: () => undefined }),
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/user_management/authenticate')) refreshes += 1;
      return fetch(input, init);
    },
    timing: { now: clock.now, scheduler: clock },
  });
  await core.start();
  const signIn = await core.router.dispatch('session:sign-in', {}, { sender: 'bench' });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.error.message}`);
  const viaCore = async (): Promise<unknown> => {
    const result = await core.router.dispatch('projects:list', page, { sender: 'bench' });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  const baseline = await measure(count, 200, viaFetch);
  const subject = await measure(count, 200, viaCore);
  console.log(formatTiming('direct fetch with a bearer token', baseline));
  console.log(formatTiming('projects:list through the core', subject));
  console.log(formatRatio('core / direct', subject, baseline, 1.3));

  // Refresh storms: each time the clock says under a minute is left, 50 callers arrive at once.
  const burst = async (): Promise<number> => {
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 50 }, () => viaCore()));
    return performance.now() - t0;
  };
  let fresh = 0;
  let stormy = 0;
  const before = refreshes;
  for (let i = 0; i < storms; i++) {
    fresh += await burst();
    clock.sleep(300_000 - 30_000);
    stormy += await burst();
  }
  if (refreshes - before !== storms) console.log('MISSED: a storm made more than one refresh');
  console.log(`50 concurrent requests, fresh token            ${(fresh / storms).toFixed(1)} ms per burst`);
  console.log(`50 concurrent requests at expiry (refresh)     ${(stormy / storms).toFixed(1)} ms per burst`);
  console.log(
    `refresh requests per storm                     ${((refreshes - before) / storms).toFixed(2)} (target: exactly 1)`,
  );
  await core.dispose();
  await service.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
