import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { keepInTrayOnClose } from './close-to-tray.ts';

vi.mock('electron', () => ({}));

function setup(keep: boolean) {
  const windowEvents = new EventEmitter();
  const appEvents = new EventEmitter();
  const window = { on: (e: string, l: (...a: unknown[]) => void) => windowEvents.on(e, l), hide: vi.fn() };
  const app = { on: (e: string, l: (...a: unknown[]) => void) => appEvents.on(e, l) };
  const quitting = keepInTrayOnClose(window as never, app as never, () => keep);
  const close = (): boolean => {
    const preventDefault = vi.fn();
    windowEvents.emit('close', { preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { window, close, quit: () => appEvents.emit('before-quit'), quitting };
}

describe('keepInTrayOnClose', () => {
  it('hides instead of closing while the preference is on', () => {
    const { close, window } = setup(true);
    expect(close()).toBe(true);
    expect(window.hide).toHaveBeenCalledTimes(1);
  });

  it('closes normally when the preference is off', () => {
    const { close, window } = setup(false);
    expect(close()).toBe(false);
    expect(window.hide).not.toHaveBeenCalled();
  });

  it('lets the window close when the app quits', () => {
    const { close, quit, quitting } = setup(true);
    quit();
    expect(quitting()).toBe(true);
    expect(close()).toBe(false);
  });
});
