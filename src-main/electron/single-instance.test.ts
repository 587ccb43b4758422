import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from './single-instance.ts';

vi.mock('electron', () => ({}));

function fakeApp(lock: boolean) {
  const emitter = new EventEmitter();
  return {
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
    on: vi.fn((event: string, listener: () => void) => emitter.on(event, listener)),
    emit: (event: string) => emitter.emit(event),
  };
}

describe('claimSingleInstance', () => {
  it('quits a second launch', () => {
    const app = fakeApp(false);
    const front = vi.fn();
    expect(claimSingleInstance(app as never, front)).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.on).not.toHaveBeenCalled();
  });

  it('brings the first instance to the front when another launch starts', () => {
    const app = fakeApp(true);
    const front = vi.fn();
    expect(claimSingleInstance(app as never, front)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.emit('second-instance');
    app.emit('second-instance');
    expect(front).toHaveBeenCalledTimes(2);
  });
});
