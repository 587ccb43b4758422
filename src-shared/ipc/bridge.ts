import type { EventChannel, EventPayload, InvokeArgs, InvokeChannel, InvokeResult } from './contract.ts';
import type { IpcResult } from './result.ts';

/**
 * What the renderer sees of the main process, in either host: invoke a channel, listen to an
 * event. Nothing else is exposed.
 */
export interface StintBridge {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>>;
  on<C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void): () => void;
}

/**
 * The raw form the preload exposes through `contextBridge`: results stay enveloped because
 * errors thrown across the context bridge lose their fields.
 */
export interface RawBridge {
  invoke(channel: string, arg: unknown): Promise<IpcResult<unknown>>;
  on(channel: string, listener: (payload: unknown) => void): () => void;
}

/** Name of the global the preload defines in the renderer's main world. */
export const bridgeGlobalName = 'stintBridge';
