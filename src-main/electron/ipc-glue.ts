import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { invokeChannels } from '../../src-shared/ipc/contract.ts';
import type { IpcResult } from '../../src-shared/ipc/result.ts';
import type { Core } from '../core/create-core.ts';
import type { Logger } from '../core/logging/logger.ts';
import { originOf } from './app-origin.ts';
import { isTrustedSender, type SenderFrame } from './sender-check.ts';

export interface IpcGlueOptions {
  readonly ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  readonly core: Core;
  readonly logger: Logger;
  readonly trustedOrigins: readonly string[];
  /** Ids of the webContents of our own windows, kept current by the window glue. */
  readonly ownWebContentsIds: ReadonlySet<number>;
}

function senderFrame(event: IpcMainInvokeEvent): SenderFrame | null {
  const frame = event.senderFrame;
  if (frame === null) return null;
  return {
    url: frame.url,
    isMainFrame: frame.parent === null,
    webContentsId: event.sender.id,
  };
}

/**
 * Registers one `ipcMain.handle` per channel of the contract. Each message is checked for its
 * sender first; the core's router then checks the argument against the channel's schema.
 */
export function registerIpcHandlers(options: IpcGlueOptions): () => void {
  const { ipcMain, core, logger } = options;
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, arg: unknown): Promise<IpcResult<unknown>> => {
      const frame = senderFrame(event);
      if (!isTrustedSender(frame, options.trustedOrigins, options.ownWebContentsIds)) {
        logger.warn('refused IPC from an untrusted sender', { channel, origin: describeOrigin(frame) });
        return {
          ok: false,
          error: {
            code: 'forbidden-sender',
            messageId: 'error.forbiddenSender',
            message: 'This page may not talk to Stint.',
          },
        };
      }
      return core.router.dispatch(channel, arg, { sender: `webContents#${event.sender.id}` });
    });
  }
  return () => {
    for (const channel of invokeChannels) ipcMain.removeHandler(channel);
  };
}

/** Forwards core events to every window of ours. */
export function forwardEvents(
  core: Core,
  windows: () => readonly Pick<WebContents, 'send' | 'isDestroyed'>[],
): () => void {
  return core.events.subscribe((channel, payload) => {
    for (const contents of windows()) {
      if (!contents.isDestroyed()) contents.send(channel, payload);
    }
  });
}

function describeOrigin(frame: SenderFrame | null): string {
  if (frame === null) return 'none';
  return originOf(frame.url) ?? 'opaque';
}
