/**
 * Test support: a process that owns an outbox file and sends it to a v1 service, so a test can
 * kill it (SIGKILL, no chance to clean up) at a chosen moment and start another on the same file.
 *
 *   node outbox-child.ts <outbox file> <service url> drain
 *   node outbox-child.ts <outbox file> <service url> enqueue <kind> <payload json> <keys json>
 *
 * STINT_CRASH_AT=before-send|after-send makes it print `at:<point> <write id>` at that moment and
 * then wait to be killed. It prints `drained` once the outbox is empty.
 */
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { ServerClock } from '../clock/server-clock.ts';
import { NameBook } from '../workplace/name-book.ts';
import { outboxExecutors } from '../daily/outbox-executors.ts';
import { createLogger } from '../logging/logger.ts';
import { Outbox, type OutboxHooks } from '../outbox/outbox.ts';
import { OutboxStore, type StoredWrite } from '../outbox/outbox-store.ts';
import { entryFromJson } from '../outbox/outbox-entry.ts';
import { realScheduler } from '../scheduler/scheduler.ts';
import { V1Auth } from '../v1/v1-auth.ts';
import { V1Client } from '../v1/v1-client.ts';

const [outboxPath, serviceUrl, command, kind, payloadJson, keysJson] = process.argv.slice(2);
if (outboxPath === undefined || serviceUrl === undefined || command === undefined) {
  process.stderr.write('usage: outbox-child.ts <outbox file> <service url> drain|enqueue ...\n');
  process.exit(2);
}
const crashAt = process.env['STINT_CRASH_AT'] ?? '';
const scope = 'test|acme';
const owner = { connection: 'test', connectionLabel: 'Test', person: 'alice', label: 'Alice' };

const auth = new V1Auth({ publicUrl: serviceUrl, applicationKey: 'demo-application-key' });
const baseUrl = auth.tenantBaseUrl('acme');
let token: Promise<string> | null = null;
const login = (): Promise<string> =>
  auth.login(baseUrl, 'alice@example.com', 'alice-password').then((result) => result.token);
const client = new V1Client({
  baseUrl,
  tokens: { token: () => (token ??= login()), replaceRejected: () => (token = login()) },
});
let me: Promise<string> | null = null;

function stall(point: string, write: StoredWrite): Promise<void> {
  if (crashAt !== point) return Promise.resolve();
  process.stdout.write(`at:${point} ${write.id}\n`);
  return new Promise(() => undefined);
}

const hooks: OutboxHooks = {
  beforeSend: (write) => stall('before-send', write),
  afterSend: (write) => stall('after-send', write),
};

const store = new OutboxStore(outboxPath);
const outbox = new Outbox({
  store,
  executors: outboxExecutors(new NameBook(), () => 'Europe/Vienna'),
  connection: () => ({
    scope,
    owner,
    client,
    me: () => (me ??= client.get<{ id: string }>('users/@self').then((user) => user.id)),
  }),
  clock: new ServerClock(),
  scheduler: realScheduler,
  logger: createLogger({ write: (_level, line) => process.stderr.write(`${line}\n`) }),
  hooks,
  backoff: { initialMs: 100, maxMs: 1000, jitter: 0 },
});

if (command === 'enqueue') {
  if (kind === undefined || payloadJson === undefined || keysJson === undefined) process.exit(2);
  const entry = entryFromJson(kind, payloadJson);
  outbox.enqueue({
    ...entry,
    keys: JSON.parse(keysJson) as string[],
    needs: [],
    label: { id: 'outbox.label.asIs', values: { text: kind } },
    target: { resource: 'timerecords', id: entry.payload.id, action: 'create' },
    preview: null,
  });
} else {
  outbox.kick();
}

// Keeps the process (and its unref'd retry timers) alive until the outbox is empty.
const wait = setInterval(() => {
  const refused = store.list(scope, owner.person).find((write) => write.state === 'refused');
  if (refused !== undefined) {
    process.stdout.write(
      `refused ${refused.refusal === null ? '' : renderMessage(english.t, refused.refusal.message)}\n`,
    );
    process.exit(1);
  }
  if (store.list(scope, owner.person).length === 0) {
    clearInterval(wait);
    process.stdout.write('drained\n');
    void outbox.dispose().then(() => {
      store.close();
      process.exit(0);
    });
  }
}, 20);
