import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWindowState, rememberWindowState, windowStateKey } from './window-state-glue.ts';

vi.mock('electron', () => ({}));

function fakeWindow() {
  const emitter = new EventEmitter();
  let bounds = { x: 10, y: 20, width: 900, height: 600 };
  let maximized = false;
  return {
    on: (event: string, listener: () => void) => emitter.on(event, listener),
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
    isDestroyed: () => false,
    emit: (event: string) => emitter.emit(event),
    set(next: typeof bounds, max = false) {
      bounds = next;
      maximized = max;
    },
  };
}

function memorySettings() {
  const values = new Map<string, unknown>();
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => values.set(key, value),
    delete: (key: string) => values.delete(key),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rememberWindowState', () => {
  it('saves once the person stops resizing, not on every event', () => {
    vi.useFakeTimers();
    const window = fakeWindow();
    const settings = memorySettings();
    const set = vi.spyOn(settings, 'set');
    rememberWindowState(window as never, settings);
    for (let i = 0; i < 20; i++) {
      window.set({ x: 10, y: 20, width: 900 + i, height: 600 });
      window.emit('resize');
      vi.advanceTimersByTime(100);
    }
    expect(set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(set).toHaveBeenCalledTimes(1);
    expect(readWindowState(settings)).toEqual({
      bounds: { x: 10, y: 20, width: 919, height: 600 },
      maximized: false,
    });
  });

  it('saves at once on maximize and on close', () => {
    const window = fakeWindow();
    const settings = memorySettings();
    rememberWindowState(window as never, settings);
    window.set({ x: 0, y: 0, width: 1000, height: 700 }, true);
    window.emit('maximize');
    expect(settings.values.get(windowStateKey)).toEqual({
      bounds: { x: 0, y: 0, width: 1000, height: 700 },
      maximized: true,
    });
    window.set({ x: 5, y: 5, width: 800, height: 500 }, false);
    window.emit('close');
    expect(readWindowState(settings)).toEqual({
      bounds: { x: 5, y: 5, width: 800, height: 500 },
      maximized: false,
    });
  });
});
