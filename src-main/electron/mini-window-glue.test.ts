import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Rect } from '../core/shell/window-state.ts';
import { miniWindowOpener } from './mini-window-glue.ts';

vi.mock('electron', () => ({}));

function fakeWindow(bounds: Rect) {
  const emitter = new EventEmitter();
  let destroyed = false;
  return {
    bounds,
    loaded: [] as string[],
    shown: 0,
    focused: 0,
    on: (event: string, listener: () => void) => emitter.on(event, listener),
    once: (event: string, listener: () => void) => emitter.once(event, listener),
    show() {
      this.shown += 1;
    },
    focus() {
      this.focused += 1;
    },
    isDestroyed: () => destroyed,
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    },
    getNormalBounds() {
      return this.bounds;
    },
    isMaximized: () => false,
    emit(event: string) {
      if (event === 'closed') destroyed = true;
      emitter.emit(event);
    },
  };
}

function setup(saved?: unknown) {
  const values = new Map<string, unknown>(saved === undefined ? [] : [['window.mini', saved]]);
  const settings = {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => values.set(key, value),
    delete: (key: string) => values.delete(key),
  };
  const created: { window: ReturnType<typeof fakeWindow>; bounds: Rect | null }[] = [];
  const adopted: unknown[] = [];
  const open = miniWindowOpener({
    create: (bounds) => {
      const window = fakeWindow(bounds ?? { x: 0, y: 0, width: 320, height: 160 });
      created.push({ window, bounds });
      return window as never;
    },
    adopt: (window) => adopted.push(window),
    settings,
    workAreas: () => [{ x: 0, y: 0, width: 1920, height: 1080 }],
    pageUrl: 'app://stint/index.html',
  });
  return { open, created, adopted, values };
}

describe('miniWindowOpener', () => {
  it('creates one hardened window showing ?view=mini, shown once painted', () => {
    const { open, created, adopted } = setup();
    open();
    expect(created).toHaveLength(1);
    const window = created[0]!.window;
    expect(adopted).toEqual([window]);
    expect(window.loaded).toEqual(['app://stint/index.html?view=mini']);
    expect(window.shown).toBe(0);
    window.emit('ready-to-show');
    expect(window.shown).toBe(1);
  });

  it('brings the open one to the front instead of opening a second', () => {
    const { open, created } = setup();
    open();
    open();
    expect(created).toHaveLength(1);
    expect(created[0]!.window.focused).toBe(1);
  });

  it('remembers where it was closed and opens there next time, under its own key', () => {
    const first = setup();
    first.open();
    const window = first.created[0]!.window;
    window.bounds = { x: 1500, y: 880, width: 340, height: 150 };
    window.emit('close');
    window.emit('closed');
    expect(first.values.get('window.mini')).toEqual({
      bounds: { x: 1500, y: 880, width: 340, height: 150 },
      maximized: false,
    });
    expect(first.values.has('window.main')).toBe(false);

    first.open();
    expect(first.created).toHaveLength(2);
    expect(first.created[1]!.bounds).toEqual({ x: 1500, y: 880, width: 340, height: 150 });
  });
});
