import { describe, expect, it, vi } from 'vitest';
import { MemorySecretStore } from '../core/platform/memory-secret-store.ts';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import { electronPlatform } from './electron-platform.ts';

vi.mock('electron', () => ({}));

function setup(supported = true) {
  const shown: { title: string; body: string }[] = [];
  const listeners = new Map<string, (event: unknown, index: number) => void>();
  class FakeNotification {
    static isSupported = () => supported;
    readonly options: { title: string; body: string };
    constructor(options: { title: string; body: string }) {
      this.options = options;
    }
    show(): void {
      shown.push(this.options);
    }
    on(event: string, listener: (event: unknown, index: number) => void): this {
      listeners.set(event, listener);
      return this;
    }
  }
  const acted: ShellAction[] = [];
  const openExternal = vi.fn(() => Promise.resolve());
  const powerListeners = new Set<() => void>();
  const allListeners = new Map<string, Set<() => void>>();
  const powerMonitor = {
    idle: 42,
    getSystemIdleTime: () => powerMonitor.idle,
    on: (event: string, listener: () => void) => {
      if (event === 'resume') powerListeners.add(listener);
      const set = allListeners.get(event) ?? new Set();
      set.add(listener);
      allListeners.set(event, set);
      return powerMonitor;
    },
    off: (event: string, listener: () => void) => {
      if (event === 'resume') powerListeners.delete(listener);
      allListeners.get(event)?.delete(listener);
      return powerMonitor;
    },
  };
  const platform = electronPlatform({
    shell: { openExternal },
    Notification: FakeNotification,
    powerMonitor: powerMonitor as unknown as Parameters<typeof electronPlatform>[0]['powerMonitor'],
    secrets: new MemorySecretStore(),
    settings: { get: () => undefined, set: () => undefined, delete: () => undefined },
    files: { save: () => Promise.resolve({ kind: 'cancelled' as const }) },
    onNotificationAction: (action) => acted.push(action),
  });
  return { platform, listeners, acted, openExternal, shown, powerListeners, allListeners, powerMonitor };
}

describe('electronPlatform', () => {
  it('opens only web URLs through the shell', async () => {
    const { platform, openExternal } = setup();
    await platform.openExternal('https://example.com/a');
    expect(openExternal).toHaveBeenCalledWith('https://example.com/a');
    await expect(platform.openExternal('file:///etc/passwd')).rejects.toThrow(/file:/);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('shows notifications where the system supports them', () => {
    const a = setup(true);
    a.platform.notify({ title: 'Idle', body: 'You were away' });
    expect(a.shown).toEqual([{ title: 'Idle', body: 'You were away' }]);
    const b = setup(false);
    b.platform.notify({ title: 'Idle', body: 'You were away' });
    expect(b.shown).toEqual([]);
  });

  it('carries out the action of a button, and the last action on a click of the notification', () => {
    const { platform, listeners, acted, shown } = setup(true);
    const start: ShellAction = { type: 'stopwatch:start', projectId: 'p1' };
    const open: ShellAction = { type: 'window:open', section: 'stopwatch' };
    platform.notify({
      title: 'You are not tracking time',
      body: 'b',
      actions: [
        { label: 'Start Review', action: start },
        { label: 'Open Stint', action: open },
      ],
    });
    expect(shown[0]).toMatchObject({
      actions: [
        { type: 'button', text: 'Start Review' },
        { type: 'button', text: 'Open Stint' },
      ],
    });
    listeners.get('action')?.({}, 0);
    listeners.get('click')?.({}, 0);
    expect(acted).toEqual([start, open]);
  });

  it('passes resume from sleep on, until unsubscribed', () => {
    const { platform, powerListeners } = setup();
    let resumed = 0;
    const stop = platform.onResume(() => (resumed += 1));
    for (const listener of powerListeners) listener();
    expect(resumed).toBe(1);
    stop();
    expect(powerListeners.size).toBe(0);
  });

  it('reads the system idle time and passes suspend, resume, lock and unlock on, until unsubscribed', () => {
    const { platform, allListeners, powerMonitor } = setup();
    const power = platform.power;
    expect(power?.systemIdleSeconds()).toBe(42);
    powerMonitor.idle = 3;
    expect(power?.systemIdleSeconds()).toBe(3);
    const events: string[] = [];
    const stop = power?.onPowerEvent((event) => events.push(event.kind));
    for (const name of ['suspend', 'resume', 'lock-screen', 'unlock-screen']) {
      for (const listener of allListeners.get(name) ?? []) listener();
    }
    expect(events).toEqual(['suspend', 'resume', 'lock', 'unlock']);
    stop?.();
    expect([...allListeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
