import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
} from 'electron';
import ElectronStore from 'electron-store';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appName, keychainService } from '../core/app-identity.ts';
import { createCore } from '../core/create-core.ts';
import { consoleSink, createLogger } from '../core/logging/logger.ts';
import { openKeyringSecretStore } from '../core/platform/keyring-secret-store.ts';
import { demoRequested } from '../core/platform/launch-options.ts';
import { MemorySecretStore } from '../core/platform/memory-secret-store.ts';
import { restoreWindowState } from '../core/shell/window-state.ts';
import { appIndexUrl, appOrigin } from './app-origin.ts';
import { handleAppProtocol, registerAppSchemePrivileges } from './app-protocol.ts';
import { electronPlatform } from './electron-platform.ts';
import { electronStoreSettings } from './electron-store-settings.ts';
import { saveDialogExporter } from './save-dialog-exporter.ts';
import { denyAllPermissions, hardenWebContents } from './harden-web-contents.ts';
import { forwardEvents, registerIpcHandlers } from './ipc-glue.ts';
import { createMainWindow, mainWindowLimits } from './main-window.ts';
import { claimSingleInstance } from './single-instance.ts';
import { readWindowState, rememberWindowState } from './window-state-glue.ts';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const developmentUrl = !app.isPackaged ? devServerUrl : undefined;
const development = developmentUrl !== undefined;
const logger = createLogger(consoleSink, 'electron');
let mainWindow: BrowserWindow | null = null;

registerAppSchemePrivileges(protocol);

function bringToFront(): void {
  if (mainWindow === null || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

if (claimSingleInstance(app, bringToFront)) {
  void app.whenReady().then(start);
}

async function start(): Promise<void> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const rendererDir = join(here, '..', 'renderer');
  handleAppProtocol(protocol, rendererDir);
  denyAllPermissions(session.defaultSession);

  const trustedOrigins = developmentUrl !== undefined ? [new URL(developmentUrl).origin] : [appOrigin];
  const keyring = await openKeyringSecretStore(keychainService);
  if (keyring === null) logger.warn('no system keychain answered; secrets are kept for this session only');
  const settings = electronStoreSettings(new ElectronStore({ name: 'settings' }));

  const core = createCore({
    app: { name: appName, version: app.getVersion() },
    platform: electronPlatform({
      shell,
      Notification,
      powerMonitor,
      secrets: keyring ?? new MemorySecretStore(),
      settings,
      files: saveDialogExporter({
        dialog,
        parentWindow: () => mainWindow,
        defaultFolder: () => app.getPath('downloads'),
      }),
    }),
    embedded: {
      dataDir: join(app.getPath('userData'), 'service'),
      demo: demoRequested(process.argv, process.env),
    },
    logger,
  });

  const ownWebContentsIds = new Set<number>();
  registerIpcHandlers({ ipcMain, core, logger, trustedOrigins, ownWebContentsIds });
  forwardEvents(core, () => BrowserWindow.getAllWindows().map((w) => w.webContents));

  const restored = restoreWindowState(
    readWindowState(settings),
    screen.getAllDisplays().map((display) => display.workArea),
    mainWindowLimits,
  );
  const window = createMainWindow({
    preloadPath: join(here, '..', 'preload', 'index.cjs'),
    development,
    bounds: restored.bounds,
  });
  mainWindow = window;
  if (restored.maximized) window.maximize();
  rememberWindowState(window, settings);
  const contentsId = window.webContents.id;
  ownWebContentsIds.add(contentsId);
  window.on('closed', () => {
    ownWebContentsIds.delete(contentsId);
    mainWindow = null;
  });
  hardenWebContents(window.webContents, {
    trustedOrigins,
    openExternal: (url) => shell.openExternal(url),
    logger,
  });
  window.once('ready-to-show', () => window.show());

  app.on('before-quit', () => {
    void core.dispose();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  await window.loadURL(developmentUrl ?? appIndexUrl);
  await core.start();
}
