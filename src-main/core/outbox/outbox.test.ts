import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WriteTarget } from '../../../src-shared/domain/outbox.ts';
import { ServerClock } from '../clock/server-clock.ts';
import { createLogger } from '../logging/logger.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import { V1NotConnectedError } from '../v1/v1-session.ts';
import { blockedWrites, Outbox, type EnqueueInput, type WriteExecutor } from './outbox.ts';
import { OutboxStore, type StoredWrite, type WriteOwner } from './outbox-store.ts';
import { WriteRefusedError } from './write-errors.ts';
import { labelText } from './outbox-label.ts';
import { inEnglish } from '../../../src-shared/testing/in-english.ts';

const fakeClient = {} as unknown as V1Client;
let dir: string;
let clock: FakeClock;
let store: OutboxStore;
let outboxes: Outbox[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-outbox-'));
  clock = new FakeClock(Date.UTC(2026, 0, 5, 9, 0, 0));
  store = new OutboxStore(join(dir, 'outbox.sqlite'), clock.now);
  outboxes = [];
});
afterEach(async () => {
  for (const outbox of outboxes) await outbox.dispose();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Harness {
  outbox: Outbox;
  sent: string[];
  connected: { client: V1Client | null; owner: WriteOwner };
}

const alice: WriteOwner = {
  connection: 'p',
  connectionLabel: 'This computer',
  person: 'u-alice',
  label: 'Alice',
};
const bob: WriteOwner = { connection: 'p', connectionLabel: 'This computer', person: 'u-bob', label: 'Bob' };

// The writes of these tests are time record updates named by their record id; what they do is
// up to each test's executor.
type TestExecutor = WriteExecutor<'timerecord.update'>;

function makeOutbox(executor: TestExecutor, options: { scope?: string } = {}): Harness {
  const sent: string[] = [];
  const connected: Harness['connected'] = { client: fakeClient, owner: alice };
  const outbox = new Outbox({
    store,
    executors: {
      'timerecord.update': async (context) => {
        const done = await executor(context);
        sent.push(context.payload.id);
        return done;
      },
    },
    connection: () => ({
      scope: options.scope ?? 'p|org',
      owner: connected.owner,
      client: connected.client,
      me: () => Promise.resolve('me'),
    }),
    clock: new ServerClock({ wall: clock.now, monotonic: clock.now }),
    scheduler: clock,
    logger: createLogger({ write: () => undefined }),
    backoff: { initialMs: 1000, maxMs: 8000, jitter: 0 },
  });
  outboxes.push(outbox);
  return { outbox, sent, connected };
}

function write(
  name: string,
  extra: Partial<Omit<EnqueueInput, 'kind' | 'payload'>> & { version?: number } = {},
): EnqueueInput {
  const target: WriteTarget = { resource: 'timerecords', id: name, action: 'update' };
  const { version = 0, ...rest } = extra;
  return {
    kind: 'timerecord.update',
    payload: { id: name, version, changes: { description: name } },
    keys: [`timerecords:${name}`],
    needs: [],
    label: { id: 'outbox.label.asIs', values: { text: `Write ${name}` } },
    target,
    preview: null,
    ...rest,
  };
}

const ok: TestExecutor = () => Promise.resolve({ changed: ['timerecords'] });

/** Lets queued promise work run without moving the clock. */
async function settleMicrotasks(outbox: Outbox): Promise<void> {
  for (let i = 0; i < 5; i++) await outbox.idle();
}

describe('Outbox', () => {
  it('has the write on disk before it is sent, sends in order and forgets it once confirmed', async () => {
    const seenOnDisk: boolean[] = [];
    const { outbox, sent } = makeOutbox(ok);
    const reader = new OutboxStore(join(dir, 'outbox.sqlite'));
    const h = makeOutbox((context) => {
      seenOnDisk.push(reader.get(context.write.id) !== null);
      return ok(context);
    });
    const a = h.outbox.enqueue(write('a'));
    const b = h.outbox.enqueue(write('b'));
    expect(await h.outbox.settle(a.id)).toEqual({ state: 'saved', writeId: a.id });
    expect(await h.outbox.settle(b.id)).toEqual({ state: 'saved', writeId: b.id });
    expect(h.sent).toEqual(['a', 'b']);
    expect(seenOnDisk).toEqual([true, true]);
    expect(reader.list('p|org', alice.person)).toEqual([]);
    reader.close();
    expect(sent).toEqual([]);
    expect(outbox.status().pending).toBe(0);
  });

  it('keeps a write through a failed send and retries it with a backoff', async () => {
    let failures = 2;
    const { outbox, sent } = makeOutbox((context) => {
      if (failures-- > 0) return Promise.reject(new V1UnavailableError('down', null, null));
      return ok(context);
    });
    const a = outbox.enqueue(write('a'));
    expect(await outbox.settle(a.id)).toMatchObject({ state: 'queued' });
    expect(outbox.online).toBe(false);
    expect(outbox.status().entries[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(outbox.status().entries[0]?.nextAttemptAt).toBe(clock.now() + 1000);
    clock.advance(1000);
    await settleMicrotasks(outbox);
    expect(outbox.status().entries[0]).toMatchObject({ attempts: 2 });
    expect(outbox.status().entries[0]?.nextAttemptAt).toBe(clock.now() + 2000);
    clock.advance(2000);
    await settleMicrotasks(outbox);
    expect(sent).toEqual(['a']);
    expect(outbox.online).toBe(true);
    expect(outbox.status().entries).toEqual([]);
  });

  it('does not send what comes later while an earlier write waits for the service', async () => {
    let down = true;
    const { outbox, sent } = makeOutbox((context) =>
      down ? Promise.reject(new V1UnavailableError('down', null, null)) : ok(context),
    );
    outbox.enqueue(write('a'));
    outbox.enqueue(write('b'));
    await settleMicrotasks(outbox);
    expect(sent).toEqual([]);
    down = false;
    outbox.retryNow();
    await settleMicrotasks(outbox);
    expect(sent).toEqual(['a', 'b']);
  });

  it('sets a refused write aside with the reason and sends the unrelated writes behind it', async () => {
    const { outbox, sent } = makeOutbox((context) => {
      if (context.payload.id === 'bad') {
        return Promise.reject(
          new V1Error(412, {
            status: 412,
            code: 'PE01-1104',
            message: 'Validation error',
            constraintViolations: [{ field: 'name', message: 'may not be null' }],
          }),
        );
      }
      return ok(context);
    });
    const bad = outbox.enqueue(
      write('bad', {
        target: { resource: 'projects', id: 'p1', action: 'create' },
        keys: ['projects:p1'],
      }),
    );
    const sameObject = outbox.enqueue(write('same', { keys: ['projects:p1'] }));
    const dependent = outbox.enqueue(write('dependent', { needs: ['projects:p1'] }));
    const unrelated = outbox.enqueue(write('unrelated'));
    const outcome = await outbox.settle(bad.id);
    expect(outcome).toMatchObject({ state: 'refused' });
    expect(outcome.state === 'refused' && inEnglish(outcome.refusal.message)).toBe(
      'The service refused the values: name may not be null.',
    );
    expect(await outbox.settle(unrelated.id)).toMatchObject({ state: 'saved' });
    expect(await outbox.settle(dependent.id)).toMatchObject({
      state: 'queued',
      message: { id: 'outbox.queued.onItsWay' },
    });
    expect(sent).toEqual(['unrelated']);
    const states = Object.fromEntries(outbox.status().entries.map((e) => [labelText(e.label), e.state]));
    expect(states).toEqual({ 'Write bad': 'refused', 'Write same': 'blocked', 'Write dependent': 'blocked' });
    expect(outbox.status()).toMatchObject({ pending: 2, refused: 1 });

    // Dropping the refused write lets the ones behind it go.
    outbox.drop(bad.id);
    await settleMicrotasks(outbox);
    expect(sent).toEqual(['unrelated', 'same', 'dependent']);
    expect(store.get(sameObject.id)).toBeNull();
  });

  it('retries a refused write on request, and applies a conflict over the newer version', async () => {
    let version = 0;
    const { outbox } = makeOutbox((context) => {
      version = context.payload.version;
      if (version !== 7) {
        return Promise.reject(
          new WriteRefusedError({
            code: 'PE01-1107',
            message: { id: 'outbox.label.asIs', values: { text: 'Changed elsewhere.' } },
            conflict: { mine: { description: 'mine' }, theirs: { description: 'theirs' }, currentVersion: 7 },
          }),
        );
      }
      return ok(context);
    });
    const a = outbox.enqueue(write('a', { version: 3 }));
    expect(await outbox.settle(a.id)).toMatchObject({ state: 'refused' });
    outbox.retry(a.id);
    expect(await outbox.settle(a.id)).toMatchObject({ state: 'refused' });
    expect(version).toBe(3);
    outbox.overwrite(a.id);
    expect(await outbox.settle(a.id)).toMatchObject({ state: 'saved' });
    expect(version).toBe(7);
  });

  it('sets aside a stored write it cannot read, with the reason, and sends the others', async () => {
    const first = makeOutbox(ok);
    first.connected.client = null;
    const damaged = first.outbox.enqueue(write('damaged'));
    const newer = first.outbox.enqueue(write('newer'));
    const fine = first.outbox.enqueue(write('fine'));
    await first.outbox.dispose();
    store.close();
    // What a damaged file, and a newer Stint, would have left behind.
    const db = new BetterSqlite3(join(dir, 'outbox.sqlite'));
    db.prepare('UPDATE writes SET payload = \'{"id":\' WHERE id = ?').run(damaged.id);
    db.prepare('UPDATE writes SET payload_version = 9 WHERE id = ?').run(newer.id);
    db.close();

    store = new OutboxStore(join(dir, 'outbox.sqlite'), clock.now);
    const second = makeOutbox(ok);
    second.outbox.kick();
    expect(await second.outbox.settle(fine.id)).toMatchObject({ state: 'saved' });
    expect(second.sent).toEqual(['fine']);
    const status = second.outbox.status();
    expect(status).toMatchObject({ pending: 0, refused: 2 });
    expect(status.entries.map((e) => [e.id, e.state, e.refusal?.code])).toEqual([
      [damaged.id, 'refused', 'unreadable-write'],
      [newer.id, 'refused', 'unreadable-write'],
    ]);
    expect(inEnglish(status.entries[0]?.refusal?.message)).toBe(
      'This change was kept but cannot be sent: The stored change is not readable (its data is damaged). Drop it, or make it again.',
    );
    expect(inEnglish(status.entries[1]?.refusal?.message)).toContain(
      'A newer version of Stint stored this change (version 9)',
    );
    // A retry cannot make it readable; dropping it is the way out.
    second.outbox.retry(newer.id);
    await settleMicrotasks(second.outbox);
    expect(store.get(newer.id)?.state).toBe('refused');
    second.outbox.drop(newer.id);
    second.outbox.drop(damaged.id);
    expect(second.outbox.status().entries).toEqual([]);
  });

  it('waits without counting attempts while there is no v1 sign-in, and goes on when kicked', async () => {
    const h = makeOutbox(ok);
    h.connected.client = null;
    const a = h.outbox.enqueue(write('a'));
    expect(await h.outbox.settle(a.id)).toMatchObject({ state: 'queued' });
    h.connected.client = fakeClient;
    h.outbox.kick();
    await settleMicrotasks(h.outbox);
    expect(h.sent).toEqual(['a']);

    let notConnected = true;
    const g = makeOutbox((context) =>
      notConnected ? Promise.reject(new V1NotConnectedError()) : ok(context),
    );
    const b = g.outbox.enqueue(write('b'));
    expect(await g.outbox.settle(b.id)).toMatchObject({ state: 'queued' });
    expect(store.get(b.id)?.attempts).toBe(0);
    notConnected = false;
    g.outbox.kick();
    expect(await g.outbox.settle(b.id)).toMatchObject({ state: 'saved' });
  });

  it('keeps steps done across a restart and resumes after them', async () => {
    const steps: string[] = [];
    let crash = true;
    const executor: TestExecutor = async (context) => {
      if (context.progress['first'] !== true) {
        steps.push('first');
        context.saveProgress({ first: true });
      }
      if (crash) throw new V1UnavailableError('down', null, null);
      steps.push('second');
      return ok(context);
    };
    const first = makeOutbox(executor);
    const a = first.outbox.enqueue(write('a'));
    await first.outbox.settle(a.id);
    await first.outbox.dispose();
    store.close();

    store = new OutboxStore(join(dir, 'outbox.sqlite'), clock.now);
    crash = false;
    const second = makeOutbox(executor);
    expect(second.outbox.status().entries.map((e) => e.id)).toEqual([a.id]);
    clock.advance(60_000);
    second.outbox.kick();
    expect(await second.outbox.settle(a.id)).toMatchObject({ state: 'saved' });
    expect(steps).toEqual(['first', 'second']);
  });

  it('takes back a write not yet sent, and counts writes of other organizations apart', () => {
    const h = makeOutbox(ok);
    h.connected.client = null;
    const a = h.outbox.enqueue(write('a'));
    expect(h.outbox.cancel(a.id)).toBe(true);
    expect(h.outbox.cancel(a.id)).toBe(false);
    h.outbox.enqueue(write('b'));
    const other = makeOutbox(ok, { scope: 'p|other' });
    expect(other.outbox.status()).toMatchObject({ pending: 0, elsewhere: 1 });
    expect(h.outbox.hasPending('timerecords:b')).toBe(true);
  });

  it('refuses writes with no organization to go to', () => {
    const outbox = new Outbox({
      store,
      executors: {},
      connection: () => null,
      clock: new ServerClock(),
      scheduler: clock,
      logger: createLogger({ write: () => undefined }),
    });
    outboxes.push(outbox);
    expect(() => outbox.enqueue(write('a'))).toThrow(/Sign in/);
  });
});

describe('Outbox owners', () => {
  it("holds another person's writes (not sent, not listed, not refused) until that person is back", async () => {
    const h = makeOutbox(ok);
    h.connected.client = null;
    const mine = h.outbox.enqueue(write('alice-change'));
    h.outbox.enqueue(write('alice-other'));
    expect(store.get(mine.id)?.owner).toEqual(alice);

    // Bob signs in on the same computer, same connection and organization, with a working client.
    h.connected.owner = bob;
    h.connected.client = fakeClient;
    h.outbox.retryNow();
    await settleMicrotasks(h.outbox);
    expect(h.sent).toEqual([]);
    expect(h.outbox.status()).toMatchObject({ pending: 0, refused: 0, elsewhere: 0, entries: [] });
    expect(h.outbox.waiting()).toEqual([]);
    expect(h.outbox.hasPending('timerecords:alice-change')).toBe(false);
    expect(h.outbox.held()).toEqual([
      { connection: 'p', connectionLabel: 'This computer', person: 'u-alice', ownerLabel: 'Alice', count: 2 },
    ]);
    // Bob's own write goes as usual, past Alice's held ones.
    const his = h.outbox.enqueue(write('bob-change'));
    expect(await h.outbox.settle(his.id)).toMatchObject({ state: 'saved' });
    expect(h.sent).toEqual(['bob-change']);
    // Nor can Bob's screens act on Alice's writes by id.
    expect(h.outbox.cancel(mine.id)).toBe(false);
    expect(() => h.outbox.drop(mine.id)).toThrow(/no longer waiting/);
    expect(store.get(mine.id)).not.toBeNull();

    // Alice is back: hers are sent, in order, and nothing is held any more.
    h.connected.owner = alice;
    h.outbox.retryNow();
    await settleMicrotasks(h.outbox);
    expect(h.sent).toEqual(['bob-change', 'alice-change', 'alice-other']);
    expect(h.outbox.held()).toEqual([]);
  });

  it("discards one person's held writes on request, and never the current person's", () => {
    const h = makeOutbox(ok);
    h.connected.client = null;
    h.outbox.enqueue(write('alice-change'));
    h.connected.owner = bob;
    h.outbox.enqueue(write('bob-change'));
    expect(() => h.outbox.discardHeld('p', 'u-bob')).toThrow(/your own changes/);
    h.outbox.discardHeld('p', 'u-alice');
    expect(h.outbox.held()).toEqual([]);
    expect(h.outbox.waiting().map((w) => labelText(w.label))).toEqual(['Write bob-change']);
    h.connected.owner = alice;
    expect(h.outbox.waiting()).toEqual([]);
    expect(() => h.outbox.discardHeld('p', 'u-carol')).toThrow(/no longer waiting/);
  });

  it('gives writes made while the person is not known yet to the first person seen', () => {
    const h = makeOutbox(ok);
    h.connected.client = null;
    h.connected.owner = { ...alice, person: null, label: '' };
    const early = h.outbox.enqueue(write('early'));
    expect(store.get(early.id)?.owner.person).toBeNull();
    expect(h.outbox.waiting().map((w) => w.id)).toEqual([early.id]);
    h.connected.owner = alice;
    expect(h.outbox.waiting().map((w) => w.id)).toEqual([early.id]);
    expect(store.get(early.id)?.owner).toEqual(alice);
    h.connected.owner = bob;
    expect(h.outbox.waiting()).toEqual([]);
    expect(h.outbox.held()).toMatchObject([{ person: 'u-alice', ownerLabel: 'Alice', count: 1 }]);
  });
});

describe('blockedWrites', () => {
  const base = (id: string, patch: Partial<StoredWrite>): StoredWrite => ({
    seq: 0,
    id,
    scope: 's',
    owner: alice,
    kind: 'timerecord.update',
    entry: { kind: 'timerecord.update', version: 1, payload: { id, version: 0, changes: {} } },
    keys: [],
    needs: [],
    label: { id: 'outbox.label.asIs', values: { text: id } },
    target: { resource: 'timerecords', id, action: 'update' },
    preview: null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    progress: {},
    lastError: null,
    refusal: null,
    createdAt: 0,
    ...patch,
  });

  it('holds back writes of the same object and of objects a refused create would have made, transitively', () => {
    const blocked = blockedWrites([
      base('create-task', {
        state: 'refused',
        keys: ['tasks:t'],
        target: { resource: 'tasks', id: 't', action: 'create' },
      }),
      base('record-on-task', {
        keys: ['timerecords:r'],
        needs: ['tasks:t'],
        target: { resource: 'timerecords', id: 'r', action: 'create' },
      }),
      base('edit-record', { keys: ['timerecords:r'] }),
      base('other-record', { keys: ['timerecords:x'], needs: ['projects:p'] }),
      base('update-refused', { state: 'refused', keys: ['projects:p'] }),
      base('record-on-updated-project', { keys: ['timerecords:y'], needs: ['projects:p'] }),
    ]);
    expect([...blocked].sort()).toEqual(['edit-record', 'record-on-task']);
  });
});
