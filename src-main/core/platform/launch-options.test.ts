import { describe, expect, it } from 'vitest';
import { demoRequested } from './launch-options.ts';

describe('demoRequested', () => {
  it('is on with --demo or STINT_DEMO=1, off otherwise', () => {
    expect(demoRequested(['node', 'main', '--demo'], {})).toBe(true);
    expect(demoRequested([], { STINT_DEMO: '1' })).toBe(true);
    expect(demoRequested([], { STINT_DEMO: 'true' })).toBe(true);
    expect(demoRequested([], { STINT_DEMO: '0' })).toBe(false);
    expect(demoRequested(['--demo-mode'], {})).toBe(false);
    expect(demoRequested([], {})).toBe(false);
  });
});
