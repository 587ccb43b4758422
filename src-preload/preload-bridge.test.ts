import { describe, expect, it, vi } from 'vitest';
import { createPreloadBridge } from './preload-bridge.ts';

vi.mock('electron', () => ({}));

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  return {
    invoke: vi.fn(() => Promise.resolve({ ok: true, value: 1 })),
    on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      listeners.get(channel)?.delete(listener);
    }),
    emit(channel: string, payload: unknown) {
      for (const listener of listeners.get(channel) ?? [])
        listener({ sender: 'secret-event-object' }, payload);
    },
  };
}

describe('preload bridge', () => {
  it('exposes only invoke and on', () => {
    const bridge = createPreloadBridge(fakeIpc() as never);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards allowed invokes and refuses others without touching ipc', async () => {
    const ipc = fakeIpc();
    const bridge = createPreloadBridge(ipc as never);
    expect(await bridge.invoke('app:get-info', undefined)).toEqual({ ok: true, value: 1 });
    expect(ipc.invoke).toHaveBeenCalledWith('app:get-info', undefined);
    const refused = await bridge.invoke('shell:open', 'file:///');
    expect(refused).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    expect(ipc.invoke).toHaveBeenCalledTimes(1);
  });

  it('delivers event payloads without the Electron event, and unsubscribes', () => {
    const ipc = fakeIpc();
    const bridge = createPreloadBridge(ipc as never);
    const received: unknown[][] = [];
    const off = bridge.on('app:notification', (...args: unknown[]) => received.push(args));
    ipc.emit('app:notification', { title: 'a', body: 'b' });
    off();
    off();
    ipc.emit('app:notification', { title: 'c', body: 'd' });
    expect(received).toEqual([[{ title: 'a', body: 'b' }]]);
    expect(ipc.removeListener).toHaveBeenCalledTimes(1);
  });

  it('refuses to listen to an event outside the contract', () => {
    const bridge = createPreloadBridge(fakeIpc() as never);
    expect(() => bridge.on('ipc:anything', () => undefined)).toThrow(/no event named/);
  });
});
