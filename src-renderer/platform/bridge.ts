import { bridgeGlobalName, type RawBridge, type StintBridge } from '../../src-shared/ipc/bridge.ts';
import type {
  EventChannel,
  EventPayload,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from '../../src-shared/ipc/contract.ts';
import { unwrapResult } from '../../src-shared/ipc/result.ts';
import { pageKeyFragment, socketKeyParam, socketPath } from '../../src-shared/ipc/socket-protocol.ts';
import { renderErrorMessage } from '../i18n/error-language.ts';
import { startDownload } from './download.ts';
import { SocketBridge, type SocketState } from './socket-bridge.ts';

/**
 * The one place the renderer reaches outside itself. In Electron the preload has put the bridge
 * on `window`; in the browser host the page opens the host's socket with the launch key it was
 * given in the address fragment (kept for this tab only, and removed from the address bar).
 */
export interface PlatformBridge extends StintBridge {
  readonly transport: 'electron' | 'socket' | 'none';
  /** State of the link to main (always `open` in Electron). */
  readonly linkState: () => SocketState;
  readonly onLinkStateChange: (listener: (state: SocketState) => void) => () => void;
  /**
   * Browser host only: saves an export main offered as a one-time download address. Electron
   * saves exports itself after its save dialog, so it has none.
   */
  readonly saveDownload?: (url: string, fileName: string) => Promise<void>;
}

const sessionKeyName = 'stint.bridge-key';

function takeLaunchKey(): string | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const fromFragment = params.get(pageKeyFragment);
  if (fromFragment !== null && fromFragment !== '') {
    window.sessionStorage.setItem(sessionKeyName, fromFragment);
    params.delete(pageKeyFragment);
    const rest = params.toString();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${window.location.search}${rest === '' ? '' : `#${rest}`}`,
    );
    return fromFragment;
  }
  return window.sessionStorage.getItem(sessionKeyName);
}

function typed(raw: RawBridge): StintBridge {
  return {
    async invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
      return unwrapResult(await raw.invoke(channel, args[0]), renderErrorMessage) as InvokeResult<C>;
    },
    on<C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void): () => void {
      return raw.on(channel, (payload) => listener(payload as EventPayload<C>));
    },
  };
}

function connect(): PlatformBridge {
  const injected = (window as unknown as Record<string, unknown>)[bridgeGlobalName] as RawBridge | undefined;
  if (injected !== undefined) {
    return {
      ...typed(injected),
      transport: 'electron',
      linkState: () => 'open',
      onLinkStateChange: () => () => undefined,
    };
  }
  const key = takeLaunchKey();
  if (key === null) {
    const none: RawBridge = {
      invoke: () =>
        Promise.resolve({
          ok: false,
          error: {
            code: 'unavailable',
            messageId: 'error.launchKeyMissing',
            message:
              'This page was opened without its launch key. Open the address Stint printed when it started.',
          },
        }),
      on: () => () => undefined,
    };
    return {
      ...typed(none),
      transport: 'none',
      linkState: () => 'closed',
      onLinkStateChange: () => () => undefined,
    };
  }
  const url = `ws://${window.location.host}${socketPath}?${socketKeyParam}=${encodeURIComponent(key)}`;
  const socket = new SocketBridge(url);
  return {
    ...typed(socket),
    transport: 'socket',
    linkState: () => socket.state,
    onLinkStateChange: (listener) => socket.onStateChange(listener),
    saveDownload: (url, fileName) => startDownload(url, fileName, key),
  };
}

export const bridge: PlatformBridge = connect();
