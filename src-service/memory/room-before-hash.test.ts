import { describe, expect, it } from 'vitest';
import { RoomBeforeHash } from './room-before-hash.ts';

describe('RoomBeforeHash', () => {
  it('collects before the first hash, then at most once per interval', () => {
    let now = 1000;
    let collections = 0;
    const room = new RoomBeforeHash(
      2000,
      () => now,
      () => collections++,
    );
    room.make();
    expect(collections).toBe(1);
    now += 1999;
    room.make();
    room.make();
    expect(collections).toBe(1);
    now += 1;
    room.make();
    expect(collections).toBe(2);
  });
});
