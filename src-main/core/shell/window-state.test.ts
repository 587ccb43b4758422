import { describe, expect, it } from 'vitest';
import { parseSavedWindowState, restoreWindowState } from './window-state.ts';

const limits = { width: 1100, height: 720, minWidth: 720, minHeight: 480 };
const laptop = { x: 0, y: 0, width: 1440, height: 900 };
const external = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('parseSavedWindowState', () => {
  it('accepts a stored state and refuses damaged ones', () => {
    const good = { bounds: { x: 10, y: 20, width: 900, height: 600 }, maximized: false };
    expect(parseSavedWindowState(good)).toEqual(good);
    expect(parseSavedWindowState(null)).toBeNull();
    expect(parseSavedWindowState({ bounds: { x: 'a' }, maximized: false })).toBeNull();
    expect(
      parseSavedWindowState({ bounds: { x: 1, y: 1, width: -5, height: 10 }, maximized: true }),
    ).toBeNull();
  });
});

describe('restoreWindowState', () => {
  it('opens at the default place the first time', () => {
    expect(restoreWindowState(null, [laptop], limits)).toEqual({ bounds: null, maximized: false });
  });

  it('restores size, position and maximized state on a screen that is still there', () => {
    const state = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: true };
    expect(restoreWindowState(state, [laptop, external], limits)).toEqual(state);
  });

  it('falls back to the default place when the screen it was on is gone', () => {
    const state = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(restoreWindowState(state, [laptop], limits)).toEqual({ bounds: null, maximized: false });
  });

  it('shrinks a window larger than its screen and keeps the title bar reachable', () => {
    const state = { bounds: { x: 100, y: -10, width: 3000, height: 2000 }, maximized: false };
    const restored = restoreWindowState(state, [laptop], limits);
    // Most of the title strip (-10..30) is on the screen, so it stays, pulled fully on screen.
    expect(restored).toEqual({ bounds: { x: 100, y: 0, width: 1440, height: 900 }, maximized: false });
  });

  it('never goes below the minimum size', () => {
    const state = { bounds: { x: 10, y: 10, width: 200, height: 100 }, maximized: false };
    expect(restoreWindowState(state, [laptop], limits).bounds).toMatchObject({ width: 720, height: 480 });
  });
});
