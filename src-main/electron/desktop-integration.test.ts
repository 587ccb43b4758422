import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesktopIntegration } from './desktop-integration.ts';

vi.mock('electron', () => ({}));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(platform: NodeJS.Platform) {
  let openAtLogin = false;
  const app = {
    getLoginItemSettings: vi.fn(() => ({ openAtLogin })),
    setLoginItemSettings: vi.fn((s: { openAtLogin: boolean }) => {
      openAtLogin = s.openAtLogin;
    }),
  };
  const taken = new Set(['CommandOrControl+Alt+S']);
  const globalShortcut = {
    register: vi.fn((accelerator: string) => {
      if (accelerator === 'Broken+') throw new Error('conversion failure');
      return !taken.has(accelerator);
    }),
    unregister: vi.fn(),
  };
  const home = mkdtempSync(join(tmpdir(), 'stint-autostart-'));
  dirs.push(home);
  const autostartFile = join(home, '.config', 'autostart', 'stint.desktop');
  const integration = createDesktopIntegration({
    app: app as never,
    globalShortcut,
    platform,
    autostartFile,
    executable: '/opt/Stint/stint',
  });
  return { integration, app, autostartFile };
}

describe('createDesktopIntegration', () => {
  it('uses the system login item on macOS and Windows, starting hidden', () => {
    const { integration, app } = setup('win32');
    integration.loginItem.setEnabled(true);
    expect(app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true, args: ['--hidden'] });
    expect(integration.loginItem.isEnabled()).toBe(true);
  });

  it('writes and removes an XDG autostart entry on Linux', () => {
    const { integration, app, autostartFile } = setup('linux');
    expect(integration.loginItem.isEnabled()).toBe(false);
    integration.loginItem.setEnabled(true);
    expect(integration.loginItem.isEnabled()).toBe(true);
    const entry = readFileSync(autostartFile, 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec="/opt/Stint/stint" --hidden');
    integration.loginItem.setEnabled(false);
    expect(existsSync(autostartFile)).toBe(false);
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('reports a taken or unusable shortcut as not registered', () => {
    const { integration } = setup('linux');
    expect(integration.globalShortcut.register('CommandOrControl+Alt+S', () => undefined)).toBe(false);
    expect(integration.globalShortcut.register('Broken+', () => undefined)).toBe(false);
    expect(integration.globalShortcut.register('Ctrl+Shift+F9', () => undefined)).toBe(true);
  });
});
