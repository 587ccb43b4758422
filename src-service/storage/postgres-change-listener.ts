import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { watchedChannel } from './watched-tables.ts';

/** Pauses before connecting again after the listening connection was lost, doubling up to the last. */
const retryDelaysMs = [100, 500, 2000, 10_000];
/** The listening connection's application_name. */
export const listenerApplicationName = 'stint change listener';
/** How long the probe of a new listening connection may take to come back. */
const probeTimeoutMs = 5000;

/**
 * The change stamp of one PostgreSQL instance (SqlDatabase.changeStamp): a count of the watched
 * changes it has heard of, on one connection of its own that LISTENs for every instance's
 * commits (migration 11's triggers), plus this instance's own commits counted at once by the
 * engine (`bump`). While that connection is down nothing can be known: the stamp is null, and
 * once it is back the epoch moves on, so nothing kept before the gap is served after it.
 */
export class PostgresChangeListener {
  readonly #url: string;
  #client: pg.Client | null = null;
  #listening = false;
  #epoch = 0;
  #count = 0;
  #failures = 0;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
  }

  /** The stamp now, or null while not listening (the first call starts listening). */
  stamp(): string | null {
    if (!this.#listening) {
      if (this.#client === null && this.#retry === null && !this.#closed) this.#connect();
      return null;
    }
    return `${this.#epoch}:${this.#count}`;
  }

  /** A watched change this instance committed itself: counted before its caller answers anyone. */
  bump(): void {
    this.#count += 1;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = null;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  #connect(): void {
    // Named, so that an operator (and a test) can tell it apart in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.#url, application_name: listenerApplicationName });
    this.#client = client;
    const lost = (): void => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      void client.end().catch(() => undefined);
      if (this.#closed) return;
      const delay = retryDelaysMs[Math.min(this.#failures, retryDelaysMs.length - 1)] ?? 10_000;
      this.#failures += 1;
      this.#retry = setTimeout(() => {
        this.#retry = null;
        if (!this.#closed) this.#connect();
      }, delay);
      // A service shutting down must not wait for a reconnection nobody needs.
      this.#retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    // A notification only counts once the connection has heard its own probe: through a pooler
    // that shares server connections between transactions (PgBouncer's transaction mode) LISTEN
    // hears nothing, and trusting it would serve other instances' stale data for good.
    const probe = `probe ${randomUUID()}`;
    let probeHeard: () => void = () => undefined;
    const heard = new Promise<void>((resolve) => (probeHeard = resolve));
    client.on('notification', (message) => {
      if (message.channel !== watchedChannel) return;
      this.#count += 1;
      if (message.payload === probe) probeHeard();
    });
    let timer: NodeJS.Timeout | undefined;
    const probeTimeout = (): Promise<never> =>
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('the LISTEN connection did not hear its own probe')),
          probeTimeoutMs,
        );
        timer.unref();
      });
    client
      .connect()
      .then(() => client.query(`LISTEN ${watchedChannel}`))
      .then(() => client.query(`SELECT pg_notify('${watchedChannel}', $1)`, [probe]))
      .then(() => Promise.race([heard, probeTimeout()]))
      .then(() => {
        if (this.#client !== client) return;
        // Whatever was kept before this connection listened may have missed a change.
        this.#epoch += 1;
        this.#failures = 0;
        this.#listening = true;
      })
      .finally(() => clearTimeout(timer))
      .catch(lost);
  }
}
