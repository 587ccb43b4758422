import { originOf } from './app-origin.ts';

/** The parts of an IPC event's sender the check needs (a subset of Electron's WebFrameMain). */
export interface SenderFrame {
  readonly url: string;
  /** True when the frame is the top frame of its page, not an iframe inside it. */
  readonly isMainFrame: boolean;
  /** Id of the webContents the frame lives in. */
  readonly webContentsId: number;
}

/**
 * A message is trusted only when it comes from the top frame of one of our own windows, showing
 * our own origin. An iframe, a window opened by a page, or a page navigated elsewhere all fail.
 */
export function isTrustedSender(
  frame: SenderFrame | null,
  trustedOrigins: readonly string[],
  ownWebContentsIds: ReadonlySet<number>,
): boolean {
  if (frame === null || !frame.isMainFrame || !ownWebContentsIds.has(frame.webContentsId)) return false;
  const origin = originOf(frame.url);
  return origin !== null && trustedOrigins.includes(origin);
}
