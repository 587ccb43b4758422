import type { EventChannel, EventPayload } from '../../../src-shared/ipc/contract.ts';

export type EventListener = (channel: EventChannel, payload: unknown) => void;

/** Core-to-renderer events. Hosts subscribe once and forward to every window or page. */
export class EventHub {
  readonly #listeners = new Set<EventListener>();

  emit<C extends EventChannel>(channel: C, payload: EventPayload<C>): void {
    for (const listener of this.#listeners) listener(channel, payload);
  }

  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}
