import type {
  EventChannel,
  EventPayload,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from '../../src-shared/ipc/contract.ts';
import { IpcError } from '../../src-shared/ipc/result.ts';
import type { PlatformBridge } from '../platform/bridge.ts';

type Handler = (arg: unknown) => unknown;

/** Test support: a bridge whose channels answer as the test scripts them, recording every call. */
export class FakeBridge implements PlatformBridge {
  readonly transport = 'socket' as const;
  readonly calls: { channel: InvokeChannel; arg: unknown }[] = [];
  readonly #handlers = new Map<InvokeChannel, Handler>();
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>();

  handle<C extends InvokeChannel>(
    channel: C,
    handler: (arg: InvokeArgs<C>[0]) => InvokeResult<C> | Promise<InvokeResult<C>>,
  ): this {
    this.#handlers.set(channel, handler as Handler);
    return this;
  }

  /** Makes a channel fail the way main does: an error code and a sentence. */
  fail(channel: InvokeChannel, code: string, message: string): this {
    this.#handlers.set(channel, () =>
      Promise.reject(new IpcError({ code, messageId: 'error.asIs', values: { text: message }, message })),
    );
    return this;
  }

  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
    this.calls.push({ channel, arg: args[0] });
    const handler = this.#handlers.get(channel);
    if (handler === undefined) {
      return Promise.reject(
        new IpcError({ code: 'unknown-channel', messageId: 'error.asIs', message: `No fake for ${channel}` }),
      );
    }
    return Promise.resolve(handler(args[0])) as Promise<InvokeResult<C>>;
  }

  on<C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void): () => void {
    let set = this.#listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(channel, set);
    }
    const wrapped = (payload: unknown): void => listener(payload as EventPayload<C>);
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  emit<C extends EventChannel>(channel: C, payload: EventPayload<C>): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  callsTo(channel: InvokeChannel): unknown[] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.arg);
  }

  linkState = () => 'open' as const;
  onLinkStateChange = () => () => undefined;
}
