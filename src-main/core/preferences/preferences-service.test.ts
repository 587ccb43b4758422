import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type PreferencesState } from '../../../src-shared/domain/preferences.ts';
import { createLogger } from '../logging/logger.ts';
import type { DesktopIntegration } from '../platform/desktop-integration.ts';
import { PreferencesService, preferencesKey } from './preferences-service.ts';

function memorySettings(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (k: string) => values.get(k),
    set: (k: string, v: unknown) => values.set(k, v),
    delete: (k: string) => values.delete(k),
  };
}

function fakeDesktop(taken: readonly string[] = [], loginItem = false) {
  const registered = new Map<string, () => void>();
  let login = loginItem;
  const desktop: DesktopIntegration = {
    hasTray: true,
    loginItem: { isEnabled: () => login, setEnabled: (e) => (login = e) },
    globalShortcut: {
      register: (accelerator, onPress) => {
        if (taken.includes(accelerator)) return false;
        registered.set(accelerator, onPress);
        return true;
      },
      unregister: (accelerator) => registered.delete(accelerator),
    },
  };
  return { desktop, registered, login: () => login };
}

function setup(desktop: DesktopIntegration | null, stored?: unknown) {
  const settings = memorySettings(stored === undefined ? {} : { [preferencesKey]: stored });
  const pressed = vi.fn();
  const changes: PreferencesState[] = [];
  const service = new PreferencesService({
    settings,
    desktop,
    logger: createLogger({ write: () => undefined }),
    onGlobalShortcut: pressed,
    onChange: (s) => changes.push(s),
  });
  service.start();
  return { service, settings, pressed, changes };
}

describe('PreferencesService', () => {
  it('starts from defaults and falls back to them when the stored value is damaged', () => {
    expect(setup(null).service.values).toEqual(defaultPreferences);
    expect(setup(null, { theme: 'neon' }).service.values).toEqual(defaultPreferences);
    expect(setup(null, { theme: 'dark' }).service.values.theme).toBe('dark');
  });

  it('stores a change and tells the renderer', () => {
    const { service, settings, changes } = setup(null);
    service.update({ theme: 'light' });
    expect(settings.values.get(preferencesKey)).toMatchObject({ theme: 'light' });
    expect(changes.at(-1)?.values.theme).toBe('light');
  });

  it('keeps the CSV byte order mark on by default, and off once turned off', () => {
    const { service, settings } = setup(null);
    expect(service.values.csvBom).toBe(true);
    service.update({ theme: 'dark' });
    expect(service.values.csvBom).toBe(true);
    service.update({ csvBom: false });
    expect(settings.values.get(preferencesKey)).toMatchObject({ csvBom: false, theme: 'dark' });
  });

  it('says what the browser host cannot do', () => {
    expect(setup(null).service.state().available).toEqual({
      launchAtLogin: false,
      closeToTray: false,
      globalShortcut: false,
    });
    expect(setup(fakeDesktop().desktop).service.state().available).toEqual({
      launchAtLogin: true,
      closeToTray: true,
      globalShortcut: true,
    });
  });

  it('turns the login item on and off in the system, and reads it back from the system at start', () => {
    const fake = fakeDesktop([], true);
    const { service } = setup(fake.desktop, { launchAtLogin: false });
    expect(service.values.launchAtLogin).toBe(true);
    service.update({ launchAtLogin: false });
    expect(fake.login()).toBe(false);
  });

  it('registers the global shortcut only when enabled, and it starts or stops the stopwatch', () => {
    const fake = fakeDesktop();
    const { service, pressed } = setup(fake.desktop);
    expect(fake.registered.size).toBe(0);
    service.update({ globalShortcut: { enabled: true } });
    expect([...fake.registered.keys()]).toEqual(['CommandOrControl+Alt+S']);
    fake.registered.get('CommandOrControl+Alt+S')?.();
    expect(pressed).toHaveBeenCalledTimes(1);
    service.update({ globalShortcut: { accelerator: 'Ctrl+Shift+F9' } });
    expect([...fake.registered.keys()]).toEqual(['Ctrl+Shift+F9']);
    service.update({ globalShortcut: { enabled: false } });
    expect(fake.registered.size).toBe(0);
  });

  it('reports a shortcut taken by another application instead of failing silently', () => {
    const fake = fakeDesktop(['CommandOrControl+Alt+S']);
    const { service } = setup(fake.desktop);
    const state = service.update({ globalShortcut: { enabled: true } });
    expect(state.shortcutProblem).toMatch(/already used by another application/);
    expect(fake.registered.size).toBe(0);
    expect(service.update({ globalShortcut: { accelerator: 'Ctrl+Shift+F9' } }).shortcutProblem).toBeNull();
  });

  it('releases the shortcut on dispose', () => {
    const fake = fakeDesktop();
    const { service } = setup(fake.desktop, { globalShortcut: { enabled: true } });
    expect(fake.registered.size).toBe(1);
    service.dispose();
    expect(fake.registered.size).toBe(0);
  });

  it('changes reminder fields one at a time, keeps the rest, and refuses hours that end before they begin', () => {
    const { service, settings } = setup(null);
    service.update({ reminders: { enabled: true, asked: true } });
    service.update({ reminders: { from: 8 * 60, weekdays: [3, 1, 1] } });
    expect(service.values.reminders).toEqual({
      enabled: true,
      asked: true,
      afterMinutes: 15,
      weekdays: [1, 3],
      from: 480,
      to: 1020,
    });
    expect(() => service.update({ reminders: { from: 18 * 60 } })).toThrow(/end after they begin/);
    expect(service.values.reminders.from).toBe(480);
    expect((settings.values.get(preferencesKey) as { reminders: unknown }).reminders).toEqual(
      service.values.reminders,
    );
  });
});
