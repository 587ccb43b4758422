import { describe, expect, it } from 'vitest';
import { isMiniView } from './mini-window.ts';

describe('isMiniView', () => {
  it('is chosen by ?view=mini or #view=mini, next to other parameters such as the launch key', () => {
    expect(isMiniView({ search: '?view=mini', hash: '' })).toBe(true);
    expect(isMiniView({ search: '', hash: '#key=abc&view=mini' })).toBe(true);
    expect(isMiniView({ search: '?a=1&view=mini', hash: '#key=abc' })).toBe(true);
  });

  it('is the main window otherwise', () => {
    expect(isMiniView({ search: '', hash: '' })).toBe(false);
    expect(isMiniView({ search: '?view=main', hash: '#key=abc' })).toBe(false);
    expect(isMiniView({ search: '?mini', hash: '#view=minimal' })).toBe(false);
  });
});
