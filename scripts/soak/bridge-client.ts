import { WebSocket } from 'ws';
import {
  socketKeyParam,
  socketPath,
  type SocketServerMessage,
} from '../../src-shared/ipc/socket-protocol.ts';

/** What an invoke answered: the contract's result, or the bridge going away mid-call. */
export type BridgeAnswer =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } }
  | { readonly ok: false; readonly closed: true };

/**
 * The renderer's side of the browser host's bridge, without a browser: the same WebSocket, the
 * same Origin and launch key, the same invoke messages. A call whose answer never came (the core
 * was killed) resolves as `closed`, so the soak can tell "not acknowledged" from "refused".
 */
export class BridgeClient {
  readonly #ws: WebSocket;
  readonly #pending = new Map<number, (answer: BridgeAnswer) => void>();
  #nextId = 1;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as SocketServerMessage;
      if (message.type !== 'result') return;
      const resolve = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      resolve?.(message.result);
    });
    ws.on('close', () => this.#failAll());
    ws.on('error', () => this.#failAll());
  }

  static open(pageUrl: string): Promise<BridgeClient> {
    const url = new URL(pageUrl);
    const key = new URLSearchParams(url.hash.slice(1)).get('key') ?? '';
    const ws = new WebSocket(`ws://${url.host}${socketPath}?${socketKeyParam}=${encodeURIComponent(key)}`, {
      origin: url.origin,
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BridgeClient(ws)));
      ws.once('error', reject);
    });
  }

  invoke(channel: string, arg?: unknown): Promise<BridgeAnswer> {
    if (this.#ws.readyState !== WebSocket.OPEN) return Promise.resolve({ ok: false, closed: true });
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#ws.send(JSON.stringify({ type: 'invoke', id, channel, ...(arg === undefined ? {} : { arg }) }));
    });
  }

  /** Like `invoke`, but any failure is an error: for set-up steps, not for the operations under test. */
  async call<T>(channel: string, arg?: unknown): Promise<T> {
    const answer = await this.invoke(channel, arg);
    if (answer.ok) return answer.value as T;
    throw new Error(
      'closed' in answer
        ? `${channel}: the bridge closed before the answer`
        : `${channel}: ${answer.error.code} ${answer.error.message}`,
    );
  }

  close(): void {
    this.#ws.terminate();
    this.#failAll();
  }

  #failAll(): void {
    for (const resolve of this.#pending.values()) resolve({ ok: false, closed: true });
    this.#pending.clear();
  }
}
