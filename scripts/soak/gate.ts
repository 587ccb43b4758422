import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarder between the core and the service: closing it makes the service unreachable
 * for the core (connection refused, as on a train) without stopping the service, and opening
 * it again on the same port brings it back. The core is pointed at the gate, never at the service.
 */
export class Gate {
  readonly #target: () => number;
  readonly #sockets = new Set<Socket>();
  #server: Server | null = null;
  #port = 0;

  /** `target` answers the service's current port (it survives service restarts). */
  constructor(target: () => number) {
    this.#target = target;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async open(): Promise<void> {
    if (this.#server !== null) return;
    const server = createServer((client) => {
      const upstream = connect(this.#target(), '127.0.0.1');
      this.#track(client);
      this.#track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Refuses new connections and cuts the open ones. */
  async close(): Promise<void> {
    const server = this.#server;
    if (server === null) return;
    this.#server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }

  #track(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
  }
}
