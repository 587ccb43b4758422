import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { startService } from '../../../src-service/index.ts';
import { realScheduler } from '../scheduler/scheduler.ts';
import { ServerClock } from '../clock/server-clock.ts';
import { NameBook } from '../workplace/name-book.ts';
import { outboxExecutors } from '../daily/outbox-executors.ts';
import { createLogger } from '../logging/logger.ts';
import { Outbox } from '../outbox/outbox.ts';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { V1Auth } from '../v1/v1-auth.ts';
import { V1Client } from '../v1/v1-client.ts';
import { fixtureIds, fixtureOwner, fixtureScope, fixtureT0 } from '../outbox/fixtures/outbox-fixture-ids.ts';

/** What a replay of an outbox file sent, in order, and what the service refused. */
export interface OutboxReplay {
  readonly requests: readonly string[];
  readonly refused: readonly string[];
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Sends a copy of an outbox fixture file to a fresh demo service (real HTTP on loopback) whose
 * clock stands an hour after the fixture's writes, and records every v1 request: method, path,
 * query without the token, and body. Ids the service made up (records, trash items, the user)
 * are named by their order of appearance, so two replays compare equal when they sent the same.
 */
export async function replayOutboxFixture(fixture: string): Promise<OutboxReplay> {
  const dir = mkdtempSync(join(tmpdir(), 'stint-outbox-replay-'));
  const now = fixtureT0 + 60 * 60_000;
  const service = await startService({
    dataDir: join(dir, 'service'),
    port: 0,
    seed: 'demo',
    now: () => now,
  });
  const outboxPath = join(dir, 'outbox.sqlite');
  copyFileSync(fixture, outboxPath);
  const requests: string[] = [];
  const known = new Set<string>(Object.values(fixtureIds));
  const made = new Map<string, string>();
  const normalize = (text: string): string =>
    text.replace(uuid, (id) => {
      const lower = id.toLowerCase();
      if (known.has(lower)) return lower;
      if (!made.has(lower)) made.set(lower, `<made-${made.size + 1}>`);
      return made.get(lower) ?? lower;
    });
  const auth = new V1Auth({ publicUrl: service.url, applicationKey: 'demo-application-key' });
  const baseUrl = auth.tenantBaseUrl('acme');
  let token: Promise<string> | null = null;
  const login = (): Promise<string> =>
    auth.login(baseUrl, 'alice@example.com', 'alice-password').then((result) => result.token);
  const recording: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.searchParams.delete('token');
    const path = url.pathname.slice(new URL(baseUrl).pathname.length);
    const body = typeof init?.body === 'string' ? ` ${init.body}` : '';
    requests.push(normalize(`${init?.method ?? 'GET'} ${path}${url.search}${body}`));
    return fetch(input, init);
  };
  const client = new V1Client({
    baseUrl,
    fetch: recording,
    tokens: { token: () => (token ??= login()), replaceRejected: () => (token = login()) },
  });
  const names = new NameBook();
  const store = new OutboxStore(outboxPath, () => now);
  const outbox = new Outbox({
    store,
    executors: outboxExecutors(names, () => 'Europe/Vienna'),
    connection: () => ({
      scope: fixtureScope,
      owner: fixtureOwner,
      client,
      me: () => client.get<{ id: string }>('users/@self').then((user) => user.id),
    }),
    clock: new ServerClock({ wall: () => now, monotonic: () => 0 }),
    scheduler: realScheduler,
    logger: createLogger({ write: () => undefined }),
    backoff: { initialMs: 10, maxMs: 50, jitter: 0 },
  });
  try {
    const deadline = Date.now() + 30_000;
    outbox.kick();
    for (;;) {
      await outbox.idle();
      const waiting = store.list(fixtureScope, fixtureOwner.person);
      if (waiting.every((write) => write.state === 'refused')) {
        return {
          requests,
          refused: waiting.map(
            (write) => `${write.kind} ${write.refusal?.code ?? ''}: ${renderMessage(english.t, write.label)}`,
          ),
        };
      }
      if (Date.now() > deadline) throw new Error('the outbox fixture did not drain');
      await new Promise((resolve) => setTimeout(resolve, 20));
      outbox.kick();
    }
  } finally {
    await outbox.dispose();
    store.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
