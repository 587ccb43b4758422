/** A change of the machine's power or session state, as the host learns of it. */
export type PowerEvent =
  | { readonly kind: 'suspend' }
  /**
   * `sleptMs`: how long the clocks say the machine slept, from hosts that get no suspend event;
   * null when a suspend event came first.
   */
  | { readonly kind: 'resume'; readonly sleptMs: number | null }
  | { readonly kind: 'lock' }
  | { readonly kind: 'unlock' };

/**
 * What the stopwatch needs to ask "you were away, keep that time?": how long the person has not
 * touched keyboard or mouse, and sleep and screen-lock events.
 */
export interface PowerSignals {
  /** Seconds since the last keyboard or mouse input, or null where the host cannot tell. */
  systemIdleSeconds(): number | null;
  onPowerEvent(listener: (event: PowerEvent) => void): () => void;
}

/** Signals a test drives by hand: an idle counter it sets and events it fires. */
export class ManualPowerSignals implements PowerSignals {
  idleSeconds: number | null = 0;
  readonly #listeners = new Set<(event: PowerEvent) => void>();

  systemIdleSeconds(): number | null {
    return this.idleSeconds;
  }

  onPowerEvent(listener: (event: PowerEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  fire(event: PowerEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
