import { describe, expect, it } from 'vitest';
import { isMiniView } from '../../../src-shared/domain/mini-window.ts';
import { miniWindowLimits, miniWindowUrl } from './mini-window.ts';
import { restoreWindowState } from './window-state.ts';

describe('miniWindowUrl', () => {
  it('opens the same page with ?view=mini, as the app protocol and the development server serve it', () => {
    expect(miniWindowUrl('app://stint/index.html')).toBe('app://stint/index.html?view=mini');
    expect(miniWindowUrl('http://localhost:5173/')).toBe('http://localhost:5173/?view=mini');
    expect(miniWindowUrl('http://localhost:5173/?old=1#part')).toBe('http://localhost:5173/?view=mini#part');
  });

  it('is an address the renderer recognizes as the mini view', () => {
    const url = new URL(miniWindowUrl('app://stint/index.html'));
    expect(isMiniView({ search: url.search, hash: url.hash })).toBe(true);
  });
});

describe('the mini window’s remembered place', () => {
  const screen = { x: 0, y: 0, width: 1920, height: 1080 };

  it('comes back where the person left it, at its size', () => {
    const saved = { bounds: { x: 1500, y: 900, width: 340, height: 150 }, maximized: false };
    expect(restoreWindowState(saved, [screen], miniWindowLimits).bounds).toEqual(saved.bounds);
  });

  it('is never smaller than a usable stopwatch, and opens at its default size on a screen that is gone', () => {
    const tiny = { bounds: { x: 10, y: 10, width: 100, height: 50 }, maximized: false };
    expect(restoreWindowState(tiny, [screen], miniWindowLimits).bounds).toMatchObject({
      width: miniWindowLimits.minWidth,
      height: miniWindowLimits.minHeight,
    });
    const elsewhere = { bounds: { x: 4000, y: 10, width: 320, height: 160 }, maximized: false };
    expect(restoreWindowState(elsewhere, [screen], miniWindowLimits).bounds).toBeNull();
  });
});
