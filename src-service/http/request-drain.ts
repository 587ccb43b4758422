import type { Server, ServerResponse } from 'node:http';

/** Whether the instance is shutting down: /ready answers 503 from that moment on. */
export interface DrainState {
  readonly draining: boolean;
}

/** How long requests in flight may take to finish once a shutdown began, unless the operator says otherwise. */
export const defaultDrainTimeoutMs = 30_000;

/**
 * The graceful shutdown of one HTTP server. Every request is tracked from its first byte of
 * handling; `drain` then stops accepting connections, answers what is in flight, and closes each
 * kept-alive connection as soon as it has nothing left to do (Node alone would keep a busy
 * keep-alive connection open after its answer, and with it the whole shutdown, until the
 * client's idle timeout).
 */
export class RequestDrain implements DrainState {
  readonly #server: Server;
  readonly #open = new Set<ServerResponse>();
  #draining = false;

  constructor(server: Server) {
    this.#server = server;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Requests received and not yet answered (or abandoned). */
  get inFlight(): number {
    return this.#open.size;
  }

  /** Call first thing for every request the server receives. */
  track(res: ServerResponse): void {
    this.#open.add(res);
    // A request that arrives on a kept-alive connection during the drain is still answered, but
    // tells the client to open its next connection elsewhere.
    if (this.#draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      this.#open.delete(res);
      // Its socket is idle now (unless Connection: close already ends it): nothing more will come on it.
      if (this.#draining) this.#server.closeIdleConnections();
    });
  }

  /**
   * Marks the instance as draining, stops accepting connections, and resolves once every
   * connection has closed, with the number of requests that were still running when
   * `timeoutMs` passed and were cut off then (0 when everything finished in time).
   */
  drain(timeoutMs: number): Promise<number> {
    this.#draining = true;
    for (const res of this.#open) if (!res.headersSent) res.setHeader('Connection', 'close');
    return new Promise((resolve) => {
      let cut = 0;
      const timer = setTimeout(() => {
        cut = this.#open.size;
        this.#server.closeAllConnections();
      }, timeoutMs);
      this.#server.close(() => {
        clearTimeout(timer);
        resolve(cut);
      });
      this.#server.closeIdleConnections();
    });
  }
}
