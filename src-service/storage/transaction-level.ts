/**
 * One level of an open transaction, carried by its asynchronous context: the transaction itself,
 * or a savepoint inside it. Both engines use it the same way.
 *
 * Savepoints opened from one level take turns: two nested transactions started together (say
 * under `Promise.all`) would otherwise interleave on the one connection, and rolling back one
 * would undo the other's statements, or release its savepoint under it.
 */
export class TransactionLevel {
  readonly #shared: { open: boolean; savepoints: number };
  #turn: Promise<void> = Promise.resolve();

  private constructor(shared: { open: boolean; savepoints: number }) {
    this.#shared = shared;
  }

  static begin(): TransactionLevel {
    return new TransactionLevel({ open: true, savepoints: 0 });
  }

  /** False once the transaction committed or rolled back: its context then reaches the database as any other. */
  get open(): boolean {
    return this.#shared.open;
  }

  end(): void {
    this.#shared.open = false;
  }

  /**
   * Runs `savepoint` (given a fresh savepoint name and the level inside it) once every savepoint
   * opened before it from this level has finished.
   */
  async savepoint<T>(savepoint: (name: string, inner: TransactionLevel) => Promise<T>): Promise<T> {
    const before = this.#turn;
    let done = (): void => undefined;
    this.#turn = new Promise<void>((resolve) => (done = resolve));
    try {
      await before;
      this.#shared.savepoints += 1;
      return await savepoint(`stint_${this.#shared.savepoints}`, new TransactionLevel(this.#shared));
    } finally {
      done();
    }
  }
}
