import { describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { invokeChannels } from '../../src-shared/ipc/contract.ts';
import type { Core } from '../core/create-core.ts';
import { EventHub } from '../core/ipc/event-hub.ts';
import { createLogger } from '../core/logging/logger.ts';
import { forwardEvents, registerIpcHandlers } from './ipc-glue.ts';

vi.mock('electron', () => ({}));

type Handler = (event: IpcMainInvokeEvent, arg: unknown) => Promise<unknown>;

function setup() {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: vi.fn((channel: string, handler: Handler) => handlers.set(channel, handler)),
    removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
  };
  const dispatch = vi.fn(() => Promise.resolve({ ok: true as const, value: 'answer' }));
  const core = { router: { dispatch }, events: new EventHub() } as unknown as Core;
  const unregister = registerIpcHandlers({
    ipcMain,
    core,
    logger: createLogger({ write: () => undefined }),
    trustedOrigins: ['app://stint'],
    ownWebContentsIds: new Set([1]),
  });
  return { handlers, dispatch, unregister, core };
}

function event(url: string, options: { iframe?: boolean; id?: number } = {}): IpcMainInvokeEvent {
  return {
    senderFrame: { url, parent: options.iframe === true ? {} : null },
    sender: { id: options.id ?? 1 },
  } as unknown as IpcMainInvokeEvent;
}

describe('registerIpcHandlers', () => {
  it('registers exactly the contract channels', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual([...invokeChannels].sort());
  });

  it('dispatches a trusted message to the core', async () => {
    const { handlers, dispatch } = setup();
    const result = await handlers.get('app:get-info')!(event('app://stint/index.html'), undefined);
    expect(result).toEqual({ ok: true, value: 'answer' });
    expect(dispatch).toHaveBeenCalledWith('app:get-info', undefined, { sender: 'webContents#1' });
  });

  it.each([
    ['a foreign origin', event('https://evil.example/')],
    ['an iframe of our page', event('app://stint/index.html', { iframe: true })],
    ['another webContents', event('app://stint/index.html', { id: 2 })],
  ])('refuses %s before the core sees it', async (_label, untrusted) => {
    const { handlers, dispatch } = setup();
    const result = await handlers.get('app:get-info')!(untrusted, undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('removes every handler it registered', () => {
    const { handlers, unregister } = setup();
    unregister();
    expect(handlers.size).toBe(0);
  });
});

describe('forwardEvents', () => {
  it('sends core events to live windows only', () => {
    const { core } = setup();
    const live = { send: vi.fn(), isDestroyed: () => false };
    const dead = { send: vi.fn(), isDestroyed: () => true };
    const stop = forwardEvents(core, () => [live, dead]);
    core.events.emit('app:notification', { title: 't', body: 'b' });
    expect(live.send).toHaveBeenCalledWith('app:notification', { title: 't', body: 'b' });
    expect(dead.send).not.toHaveBeenCalled();
    stop();
    core.events.emit('app:notification', { title: 't2', body: 'b2' });
    expect(live.send).toHaveBeenCalledTimes(1);
  });
});
