import type { RawBridge } from '../../src-shared/ipc/bridge.ts';
import type { IpcResult } from '../../src-shared/ipc/result.ts';
import { socketServerMessage } from '../../src-shared/ipc/socket-protocol.ts';

export type SocketState = 'connecting' | 'open' | 'closed';

interface Pending {
  readonly resolve: (result: IpcResult<unknown>) => void;
}

/**
 * The browser host's side of the bridge: the same `invoke`/`on` as the Electron preload, carried
 * over the host's loopback WebSocket. Invokes made before the socket opens wait for it; when it
 * closes, every waiting invoke answers `unavailable` instead of hanging.
 */
export class SocketBridge implements RawBridge {
  readonly #socket: WebSocket;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>();
  readonly #stateListeners = new Set<(state: SocketState) => void>();
  readonly #opened: Promise<boolean>;
  #nextId = 1;
  #state: SocketState = 'connecting';

  constructor(url: string, createSocket: (url: string) => WebSocket = (u) => new WebSocket(u)) {
    this.#socket = createSocket(url);
    this.#opened = new Promise((resolve) => {
      this.#socket.addEventListener('open', () => {
        this.#setState('open');
        resolve(true);
      });
      this.#socket.addEventListener('close', () => {
        this.#setState('closed');
        resolve(false);
        for (const [id, pending] of this.#pending) {
          this.#pending.delete(id);
          pending.resolve(disconnected());
        }
      });
    });
    this.#socket.addEventListener('message', (event: MessageEvent<unknown>) => this.#receive(event.data));
  }

  get state(): SocketState {
    return this.#state;
  }

  onStateChange(listener: (state: SocketState) => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  async invoke(channel: string, arg: unknown): Promise<IpcResult<unknown>> {
    if (!(await this.#opened) || this.#state !== 'open') return disconnected();
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, { resolve });
      this.#socket.send(JSON.stringify({ type: 'invoke', id, channel, arg }));
    });
  }

  on(channel: string, listener: (payload: unknown) => void): () => void {
    let set = this.#listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  close(): void {
    this.#socket.close();
  }

  #receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const message = socketServerMessage.safeParse(json);
    if (!message.success) return;
    if (message.data.type === 'result') {
      const pending = this.#pending.get(message.data.id);
      if (pending === undefined) return;
      this.#pending.delete(message.data.id);
      pending.resolve(message.data.result);
      return;
    }
    const { channel, payload } = message.data;
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  #setState(state: SocketState): void {
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }
}

function disconnected(): IpcResult<never> {
  return {
    ok: false,
    error: {
      code: 'unavailable',
      messageId: 'error.connectionLost',
      message: 'Lost the connection to Stint. If you restarted it, open the address it printed.',
    },
  };
}
