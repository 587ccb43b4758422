/**
 * Numbers every session snapshot main takes, in the order taken. An action's answer and a pushed
 * `session:changed` travel separately and may arrive in either order; the number lets the
 * renderer keep the newer one. One counter per app run, shared by every connection's session, so
 * a switch of connection never goes back in numbers.
 */
export class StateRevisions {
  #last = 0;

  next(): number {
    this.#last += 1;
    return this.#last;
  }
}
