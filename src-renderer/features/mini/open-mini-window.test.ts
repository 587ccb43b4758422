import { describe, expect, it, vi } from 'vitest';
import { isMiniView } from '../../../src-shared/domain/mini-window.ts';
import { miniWindowShortcut, openMiniWindow } from './open-mini-window.ts';

describe('openMiniWindow', () => {
  it('opens this page with ?view=mini as one named popup of the mini window’s size', () => {
    const open = vi.fn(() => null);
    openMiniWindow(open);
    openMiniWindow(open);
    expect(open).toHaveBeenCalledTimes(2);
    const [url, name, features] = open.mock.calls[0] as unknown as [string, string, string];
    const parsed = new URL(url, 'http://127.0.0.1/');
    expect(isMiniView({ search: parsed.search, hash: parsed.hash })).toBe(true);
    // The same name each time: a second request brings back the one popup instead of another.
    expect(name).toBe('stint-mini');
    expect(open.mock.calls[1]).toEqual(open.mock.calls[0]);
    expect(features).toBe('popup,width=320,height=160');
  });
});

describe('miniWindowShortcut', () => {
  const key = { key: 'M', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false };

  it('is Ctrl+Shift+M, or Cmd+Shift+M', () => {
    expect(miniWindowShortcut.matches({ ...key, ctrlKey: true })).toBe(true);
    expect(miniWindowShortcut.matches({ ...key, metaKey: true })).toBe(true);
  });

  it('is not M alone, Ctrl+M, or Ctrl+Alt+Shift+M', () => {
    expect(miniWindowShortcut.matches(key)).toBe(false);
    expect(miniWindowShortcut.matches({ ...key, ctrlKey: true, shiftKey: false, key: 'm' })).toBe(false);
    expect(miniWindowShortcut.matches({ ...key, ctrlKey: true, altKey: true })).toBe(false);
  });
});
