import {
  app,
  BrowserWindow,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  nativeImage,
  nativeTheme,
  Notification,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  Tray,
  utilityProcess,
} from 'electron';
import ElectronStore from 'electron-store';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionId } from '../../src-shared/domain/sections.ts';
import { appName, keychainService } from '../core/app-identity.ts';
import { createCore, type Core } from '../core/create-core.ts';
import { consoleSink, createLogger } from '../core/logging/logger.ts';
import { openKeyringSecretStore } from '../core/platform/keyring-secret-store.ts';
import { demoRequested } from '../core/platform/launch-options.ts';
import { MemorySecretStore } from '../core/platform/memory-secret-store.ts';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import { restoreWindowState } from '../core/shell/window-state.ts';
import { appIndexUrl, appOrigin } from './app-origin.ts';
import { handleAppProtocol, registerAppSchemePrivileges } from './app-protocol.ts';
import { keepInTrayOnClose } from './close-to-tray.ts';
import { createDesktopIntegration, startHiddenArg } from './desktop-integration.ts';
import { electronPlatform } from './electron-platform.ts';
import { electronStoreSettings } from './electron-store-settings.ts';
import { saveDialogExporter } from './save-dialog-exporter.ts';
import { denyAllPermissions, hardenWebContents } from './harden-web-contents.ts';
import { forwardEvents, registerIpcHandlers } from './ipc-glue.ts';
import { createMainWindow, mainWindowLimits } from './main-window.ts';
import { createMiniWindow } from './mini-window.ts';
import { miniWindowOpener } from './mini-window-glue.ts';
import { startShell } from './shell-glue.ts';
import { claimSingleInstance } from './single-instance.ts';
import { utilityProcessHost } from './utility-process-host.ts';
import { readWindowState, rememberWindowState } from './window-state-glue.ts';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const developmentUrl = !app.isPackaged ? devServerUrl : undefined;
const development = developmentUrl !== undefined;
const logger = createLogger(consoleSink, 'electron');
const here = fileURLToPath(new URL('.', import.meta.url));
let mainWindow: BrowserWindow | null = null;
let openWindow: (section?: SectionId) => void = () => undefined;
let openMiniWindow: () => void = () => undefined;

registerAppSchemePrivileges(protocol);

if (claimSingleInstance(app, () => openWindow())) {
  void app.whenReady().then(start);
}

interface WindowContext {
  readonly core: Core;
  readonly settings: SettingsStore;
  readonly trustedOrigins: readonly string[];
  readonly ownWebContentsIds: Set<number>;
}

/** Creates the main window (again, after it was closed with "keep in tray" off). */
function createWindow(context: WindowContext, showWhenReady: boolean): BrowserWindow {
  const restored = restoreWindowState(
    readWindowState(context.settings),
    screen.getAllDisplays().map((display) => display.workArea),
    mainWindowLimits,
  );
  const window = createMainWindow({
    preloadPath: join(here, '..', 'preload', 'index.cjs'),
    development,
    bounds: restored.bounds,
  });
  if (restored.maximized) window.maximize();
  rememberWindowState(window, context.settings);
  const contentsId = window.webContents.id;
  context.ownWebContentsIds.add(contentsId);
  window.on('closed', () => {
    context.ownWebContentsIds.delete(contentsId);
    if (mainWindow === window) mainWindow = null;
  });
  hardenWebContents(window.webContents, {
    trustedOrigins: context.trustedOrigins,
    openExternal: (url) => shell.openExternal(url),
    logger,
    openMiniWindow: () => openMiniWindow(),
  });
  keepInTrayOnClose(window, app, () => context.core.preferences.values.closeToTray);
  if (showWhenReady) window.once('ready-to-show', () => window.show());
  void window.loadURL(developmentUrl ?? appIndexUrl);
  return window;
}

async function start(): Promise<void> {
  const rendererDir = join(here, '..', 'renderer');
  handleAppProtocol(protocol, rendererDir);
  denyAllPermissions(session.defaultSession);
  app.setAboutPanelOptions({
    applicationName: appName,
    applicationVersion: app.getVersion(),
    copyright: 'Copyright © 2026 Stint',
  });

  const trustedOrigins = developmentUrl !== undefined ? [new URL(developmentUrl).origin] : [appOrigin];
  const keyring = await openKeyringSecretStore(keychainService);
  if (keyring === null) logger.warn('no system keychain answered; secrets are kept for this session only');
  const settings = electronStoreSettings(new ElectronStore({ name: 'settings' }));
  const configHome = process.env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config');

  const core = createCore({
    systemLanguages: () => app.getPreferredSystemLanguages(),
    app: { name: appName, version: app.getVersion() },
    platform: electronPlatform({
      shell,
      Notification,
      // Buttons of a reminder: the window opens here, everything else goes to the core.
      onNotificationAction: (action) => {
        if (action.type === 'window:open') openWindow(action.section);
        else void core.shell.actions.perform(action);
      },
      powerMonitor,
      secrets: keyring ?? new MemorySecretStore(),
      settings,
      desktop: createDesktopIntegration({
        app,
        globalShortcut,
        platform: process.platform,
        autostartFile: join(configHome, 'autostart', 'stint.desktop'),
        executable: process.env['APPIMAGE'] ?? process.execPath,
      }),
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
    // The service runs in its own process so its SQLite work never blocks the window or the tray.
    serviceHost: utilityProcessHost(utilityProcess, join(here, 'service.js')),
    logger,
  });

  const context: WindowContext = { core, settings, trustedOrigins, ownWebContentsIds: new Set<number>() };
  registerIpcHandlers({
    ipcMain,
    core,
    logger,
    trustedOrigins,
    ownWebContentsIds: context.ownWebContentsIds,
  });
  forwardEvents(core, () => BrowserWindow.getAllWindows().map((w) => w.webContents));

  openWindow = (section) => {
    if (mainWindow === null || mainWindow.isDestroyed()) mainWindow = createWindow(context, true);
    const window = mainWindow;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    if (section !== undefined) window.webContents.send('app:show-section', { section });
  };

  openMiniWindow = miniWindowOpener({
    create: (bounds) =>
      createMiniWindow({ preloadPath: join(here, '..', 'preload', 'index.cjs'), development, bounds }),
    // The same checks as the main window: one of our own senders, locked to the app.
    adopt: (window) => {
      const contents = window.webContents;
      const contentsId = contents.id;
      context.ownWebContentsIds.add(contentsId);
      window.on('closed', () => context.ownWebContentsIds.delete(contentsId));
      hardenWebContents(contents, {
        trustedOrigins,
        openExternal: (url) => shell.openExternal(url),
        logger,
        openMiniWindow: () => openMiniWindow(),
      });
    },
    settings,
    workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
    pageUrl: developmentUrl ?? appIndexUrl,
  });

  const trayIconDir = app.isPackaged
    ? join(process.resourcesPath, 'tray')
    : join(here, '..', '..', 'build', 'tray');
  const tray = new Tray(nativeImage.createEmpty());
  const stopShell = startShell({
    shell: core.shell,
    // The core's own resolution of the language: one place decides it for everything main says.
    translate: core.translate,
    tray,
    Menu,
    nativeImage,
    nativeTheme,
    iconDir: trayIconDir,
    platform: process.platform,
    development,
    window: {
      show: (section) => openWindow(section),
      openQuickSwitcher: () => {
        openWindow();
        mainWindow?.webContents.send('app:open-quick-switcher', null);
      },
      openMini: () => openMiniWindow(),
    },
    app: { quit: () => app.quit(), showAbout: () => app.showAboutPanel() },
  });

  // Started at login: only the tray, no window, until the person asks for it.
  const startHidden = process.argv.includes(startHiddenArg) || app.getLoginItemSettings().wasOpenedAtLogin;
  mainWindow = createWindow(context, !startHidden);

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting) return;
    quitting = true;
    // Quit once the service process has closed its database (SIGTERM, SIGKILL after a grace period).
    event.preventDefault();
    stopShell();
    tray.destroy();
    void core.dispose().finally(() => app.quit());
  });
  app.on('window-all-closed', () => {
    // With a tray the app lives on; without "keep in tray" closing the window quits (not on macOS).
    if (!core.preferences.values.closeToTray && process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => openWindow());

  await core.start();
}
