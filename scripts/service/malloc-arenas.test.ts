import { describe, expect, it } from 'vitest';
import { needsArenaLimit } from './malloc-arenas.mjs';

describe('the malloc arena limit of npm run service', () => {
  it('is set on Linux when the environment names none, and only then', () => {
    expect(needsArenaLimit({}, 'linux', true)).toBe(true);
    expect(needsArenaLimit({ MALLOC_ARENA_MAX: '4' }, 'linux', true)).toBe(false);
    expect(needsArenaLimit({}, 'darwin', true)).toBe(false);
    expect(needsArenaLimit({}, 'win32', true)).toBe(false);
    expect(needsArenaLimit({}, 'linux', false)).toBe(false);
  });
});
