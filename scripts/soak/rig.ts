import { join } from 'node:path';
import { BridgeClient } from './bridge-client.ts';
import { Gate } from './gate.ts';
import { integrityProblem, outboxProblem } from './integrity.ts';
import { startCore, startService, type CoreChild, type ServiceChild } from './processes.ts';
import { signInThroughCore, type Person } from './sign-in.ts';

export const alice: Person = {
  email: 'alice@example.com',
  password: 'alice-password',
  organization: 'Acme Studio',
};

interface OutboxEntry {
  readonly id: string;
  readonly state: 'pending' | 'refused' | 'blocked';
  readonly label: string;
  readonly refusal: { readonly message: string } | null;
}
interface OutboxStatus {
  readonly pending: number;
  readonly refused: number;
  readonly entries: readonly OutboxEntry[];
}

/**
 * The service and the app's core as two child processes on fixed data folders: kills them,
 * checks their databases, and brings back only what was killed.
 */
export class Rig {
  readonly #dir: string;
  #service: ServiceChild | null = null;
  #core: CoreChild | null = null;
  #bridge: BridgeClient | null = null;
  #servicePort = 0;
  /** The core's way to the service: closed, the service is unreachable for it. */
  readonly gate = new Gate(() => this.#servicePort);
  restarts = { core: 0, service: 0 };

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** Where clients reach the service: through the gate (it must be open). */
  get serviceUrl(): string {
    return this.gate.url;
  }

  get serviceDb(): string {
    return join(this.#dir, 'service', 'stint.sqlite');
  }

  get outboxDb(): string {
    return join(this.#dir, 'core', 'outbox.sqlite');
  }

  get bridge(): BridgeClient {
    if (this.#bridge === null) throw new Error('the core is not running');
    return this.#bridge;
  }

  get coreUp(): boolean {
    return this.#bridge !== null && this.#core?.alive === true;
  }

  /** Starts (or restarts) whatever is not running; a new core is signed in again. */
  async up(): Promise<void> {
    const starts: Promise<void>[] = [];
    if (this.#service?.alive !== true) starts.push(this.startService());
    // The core can start before the service is back: it then waits offline, as on a train.
    if (this.#core?.alive !== true) {
      const serviceReady = Promise.all(starts);
      starts.push(
        (async () => {
          if (this.#core !== null) this.restarts.core++;
          await this.gate.open();
          this.#core = await startCore(join(this.#dir, 'core'), this.gate.url);
          this.#bridge = await BridgeClient.open(this.#core.pageUrl);
          await serviceReady;
          // Secrets are kept in memory here (no keychain): a restarted core signs in again.
          await signInThroughCore(this.#bridge, this.#core, this.gate.url, alice);
          await this.#bridge.call('stopwatch:refresh');
        })(),
      );
    }
    await Promise.all(starts);
  }

  async startService(): Promise<void> {
    if (this.#service !== null) this.restarts.service++;
    await this.gate.open();
    this.#service = await startService(join(this.#dir, 'service'), this.#servicePort, this.gate.url);
    this.#servicePort = this.#service.port;
  }

  async killCore(): Promise<void> {
    this.#bridge?.close();
    this.#bridge = null;
    await this.#core?.kill();
  }

  async killService(): Promise<void> {
    await this.#service?.kill();
  }

  /** Integrity of both databases and readability of the outbox: the problems found. */
  checkFiles(): string[] {
    return [
      integrityProblem(this.serviceDb),
      integrityProblem(this.outboxDb),
      outboxProblem(this.outboxDb),
    ].filter((problem): problem is string => problem !== null);
  }

  /**
   * Waits until the core sent everything it holds. A write waiting for its backoff is tried
   * now, as the person does with "Try again"; a refused one is reported and given up.
   */
  async drain(timeoutMs = 60_000): Promise<string[]> {
    const refusals: string[] = [];
    const until = Date.now() + timeoutMs;
    let nudgedAt = Date.now();
    for (;;) {
      const status = await this.bridge.call<OutboxStatus>('outbox:get');
      for (const entry of status.entries) {
        if (entry.state !== 'refused') continue;
        refusals.push(`${entry.label}: ${entry.refusal?.message ?? 'refused'}`);
        await this.bridge.call('outbox:drop', { id: entry.id });
      }
      if (status.entries.length === 0) return refusals;
      if (Date.now() > until) {
        throw new Error(`the outbox did not drain: ${status.entries.map((e) => e.label).join('; ')}`);
      }
      if (Date.now() - nudgedAt > 1000) {
        nudgedAt = Date.now();
        const first = status.entries.find((entry) => entry.state === 'pending');
        if (first !== undefined) await this.bridge.invoke('outbox:retry', { id: first.id });
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  /** The last lines of both processes, for a failure report. */
  tails(): string {
    const tail = (text: string | undefined) => (text ?? '').split('\n').slice(-15).join('\n');
    return `--- service ---\n${tail(this.#service?.output())}\n--- core ---\n${tail(this.#core?.output())}`;
  }

  async close(): Promise<void> {
    await this.killCore();
    await this.killService();
    await this.gate.close();
  }
}
