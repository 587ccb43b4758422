import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { RawBridge } from '../src-shared/ipc/bridge.ts';
import { isEventChannelName, isInvokeChannelName } from '../src-shared/ipc/channel-names.ts';
import type { IpcResult } from '../src-shared/ipc/result.ts';

/**
 * The only thing the page gets: `invoke` and `on`, each refusing channels outside the contract
 * before anything reaches main. The Electron `event` object never reaches the page.
 */
export function createPreloadBridge(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): RawBridge {
  return Object.freeze({
    invoke(channel: string, arg: unknown): Promise<IpcResult<unknown>> {
      if (!isInvokeChannelName(channel)) {
        return Promise.resolve({
          ok: false,
          error: {
            code: 'unknown-channel',
            messageId: 'error.unknownChannel',
            values: { channel: JSON.stringify(channel) },
            message: `There is no IPC channel named ${JSON.stringify(channel)}.`,
          },
        });
      }
      return ipc.invoke(channel, arg) as Promise<IpcResult<unknown>>;
    },
    on(channel: string, listener: (payload: unknown) => void): () => void {
      if (!isEventChannelName(channel))
        throw new Error(`There is no event named ${JSON.stringify(channel)}.`);
      if (typeof listener !== 'function') throw new TypeError('listener must be a function');
      const wrapped = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
      ipc.on(channel, wrapped);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        ipc.removeListener(channel, wrapped);
      };
    },
  });
}
