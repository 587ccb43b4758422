import { english } from '../../src-shared/i18n/translator.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appName, keychainService } from '../core/app-identity.ts';
import { createCore, type Core } from '../core/create-core.ts';
import { consoleSink, createLogger } from '../core/logging/logger.ts';
import { JsonFileSettingsStore } from '../core/platform/json-file-settings-store.ts';
import { checkExternalUrl } from '../core/platform/external-url.ts';
import { demoRequested } from '../core/platform/launch-options.ts';
import { ResumeWatcher } from '../core/platform/resume-watcher.ts';
import { openKeyringSecretStore } from '../core/platform/keyring-secret-store.ts';
import { MemorySecretStore } from '../core/platform/memory-secret-store.ts';
import type { PlatformServices, UserNotification } from '../core/platform/platform-services.ts';
import { defaultUserDataDir } from '../core/platform/user-data-dir.ts';
import { startBrowserHost } from './browser-host.ts';
import { browserPowerSignals } from './browser-power-signals.ts';
import { DownloadRegistry } from './downloads.ts';
import { hasDisplay, openWithSystem } from './system-opener.ts';
import { createTestClock, startTestClockServer, testClockRequested } from './test-clock.ts';
import { systemLanguagesOfEnvironment } from '../../src-shared/i18n/locale.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function usage(message: string): never {
  process.stderr.write(`stint browser host: ${message}\n`);
  process.stderr.write(
    'usage: node src-main/browser-host/main.ts [--port N] [--user-data DIR] [--renderer DIR] [--backend-url URL] [--demo] [--no-open] [--external-urls open|print]\n',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        'user-data': { type: 'string' },
        renderer: { type: 'string' },
        'backend-url': { type: 'string' },
        'no-open': { type: 'boolean', default: false },
        demo: { type: 'boolean', default: false },
        // `print` writes web addresses the app wants opened (the sign-in page) to stdout instead
        // of starting a browser: for machines without a desktop, and for end-to-end tests.
        'external-urls': { type: 'string', default: 'open' },
      },
      strict: true,
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    usage(`--port must be 0-65535, got ${values.port}`);
  const externalUrls = values['external-urls'];
  if (externalUrls !== 'open' && externalUrls !== 'print')
    usage(`--external-urls must be open or print, got ${externalUrls}`);
  const userDataDir = values['user-data'] ?? defaultUserDataDir();
  const rendererDir = values.renderer ?? join(repoRoot, 'out', 'renderer');
  const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  const logger = createLogger(consoleSink, 'browser-host');

  const keyring = await openKeyringSecretStore(keychainService);
  if (keyring === null) {
    logger.warn('no system keychain answered; secrets are kept in memory for this session only');
  }
  let core: Core | null = null;
  const resumeWatcher = new ResumeWatcher();
  // The page shows notifications itself; their buttons reach the core by id.
  const notify = (notification: UserNotification): void =>
    core?.events.emit('app:notification', core.notificationActions.present(notification));
  const downloads = new DownloadRegistry({ logger, notify, translate: () => core?.translate() ?? english.t });
  // Test only: end-to-end tests move the reminder's clock and set idle time by hand.
  const testClock = testClockRequested(process.env) ? createTestClock() : null;
  const platform: PlatformServices = {
    host: 'browser',
    secrets: keyring ?? new MemorySecretStore(),
    settings: new JsonFileSettingsStore(join(userDataDir, 'settings.json')),
    openExternal: (url) => {
      if (externalUrls === 'open') return openWithSystem(url);
      process.stdout.write(`Open in your browser: ${checkExternalUrl(url)}\n`);
      return Promise.resolve();
    },
    notify,
    onResume: (listener) => resumeWatcher.onResume(() => listener()),
    power: testClock?.power ?? browserPowerSignals(resumeWatcher),
    files: downloads,
  };
  const backendUrl = values['backend-url'];
  core = createCore({
    app: { name: appName, version },
    // No Electron to ask: the system's languages are the environment's (LANGUAGE, LC_*, LANG), so
    // the tray words in the title and the notifications follow the OS there too.
    systemLanguages: () => systemLanguagesOfEnvironment(process.env),
    platform,
    embedded: { dataDir: join(userDataDir, 'service'), demo: values.demo || demoRequested([], process.env) },
    serverOverride: backendUrl,
    logger,
    ...(testClock === null
      ? {}
      : { reminderClock: { now: testClock.clock.now, scheduler: testClock.clock } }),
  });
  const startedCore = core;
  await startedCore.start();
  const host = await startBrowserHost({ core: startedCore, rendererDir, logger, port, downloads });
  process.stdout.write(`stint browser host listening on ${host.origin}\n`);
  if (testClock !== null) {
    const control = await startTestClockServer(testClock);
    process.stdout.write(`stint test clock listening on ${control.url}\n`);
  }
  process.stdout.write(`Open Stint at ${host.pageUrl}\n`);

  if (!values['no-open'] && hasDisplay()) {
    openWithSystem(host.pageUrl).catch(() => {
      logger.warn('could not open a browser; open the printed address yourself');
    });
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void host
      .close()
      .then(() => startedCore.dispose())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `stint browser host could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
