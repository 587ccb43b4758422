import { randomUUID } from 'node:crypto';
import type {
  HeldWriteGroup,
  OutboxEntryView,
  OutboxStatus,
  WriteOutcome,
  WriteRefusal,
} from '../../../src-shared/domain/outbox.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import { backoffDelay, defaultBackoff, type BackoffPolicy } from '../http/backoff.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { V1Client } from '../v1/v1-client.ts';
import type { OutboxEntry, OutboxKind, OutboxPayloads } from './outbox-entry.ts';
import {
  unreadableWriteCode,
  type NewWrite,
  type OutboxStore,
  type StoredWrite,
  type WriteOwner,
} from './outbox-store.ts';
import { classifyWriteFailure } from './write-errors.ts';

/** Where writes go right now: the current connection and organization, and its v1 client. */
export interface OutboxConnection {
  readonly scope: string;
  /** Who is signed in: only their writes (and writes of nobody yet) are sent. */
  readonly owner: WriteOwner;
  /** Null while there is no usable v1 sign-in: writes wait. */
  readonly client: V1Client | null;
  /** The signed-in person's v1 user id. */
  readonly me: () => Promise<string>;
}

export interface WriteContext<K extends OutboxKind = OutboxKind> {
  readonly write: StoredWrite;
  /** What to send: the write's payload at the current version of its kind. */
  readonly payload: OutboxPayloads[K];
  readonly client: V1Client;
  readonly clock: ServerClock;
  /** Steps already done by an earlier attempt of this write (kept across crashes). */
  readonly progress: Readonly<Record<string, unknown>>;
  /** Records a finished step on disk before the next one starts. */
  readonly saveProgress: (patch: Readonly<Record<string, unknown>>) => void;
  readonly me: () => Promise<string>;
}

export interface WriteDone {
  /** Kinds of data the write changed: open views refresh them. */
  readonly changed: readonly DataResource[];
  /** Anything the caller of the write needs afterwards (the trash item of a delete...). */
  readonly value?: Readonly<Record<string, unknown>>;
}

/**
 * Sends one write. It must be safe to run again after a crash at any point: a create with a
 * client-chosen id that already exists, a delete of something already gone, a stop of a
 * stopwatch already stopped all count as done once checked.
 */
export type WriteExecutor<K extends OutboxKind = OutboxKind> = (
  context: WriteContext<K>,
) => Promise<WriteDone>;

/** How each kind is sent. A kind without an executor is refused as unknown to this build. */
export type WriteExecutors = { readonly [K in OutboxKind]?: WriteExecutor<K> };

export interface OutboxHooks {
  /** Test support: runs after a write is on disk and before it is sent. */
  beforeSend?(write: StoredWrite): Promise<void> | void;
  /** Test support: runs after the service answered and before the write leaves the disk. */
  afterSend?(write: StoredWrite): Promise<void> | void;
}

export interface OutboxOptions {
  readonly store: OutboxStore;
  readonly executors: WriteExecutors;
  readonly connection: () => OutboxConnection | null;
  readonly clock: ServerClock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly backoff?: BackoffPolicy;
  readonly onChange?: (status: OutboxStatus) => void;
  readonly onConfirmed?: (write: StoredWrite, done: WriteDone) => void;
  readonly hooks?: OutboxHooks;
}

export type EnqueueInput = DistributiveOmit<NewWrite, 'id' | 'scope' | 'owner'> & { readonly id?: string };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Waiter {
  readonly resolve: (outcome: WriteOutcome) => void;
  readonly timer: unknown;
}

const offlineMessage: Message = { id: 'outbox.queued.offline' };

/**
 * The durable outbox. A write is on disk before it is sent; writes go in order, one at a time;
 * a failed send is retried with a backoff; a write leaves the disk only when the service
 * confirmed it. A write the service refuses for good is set aside with the reason, and only the
 * writes that depend on it (same object, or an object it would have created) wait behind it.
 */
export class Outbox {
  readonly #options: OutboxOptions;
  readonly #waiters = new Map<string, Waiter[]>();
  readonly #results = new Map<string, WriteDone>();
  #draining: Promise<void> | null = null;
  #again = false;
  #timer: unknown = null;
  #sending: string | null = null;
  #online = true;
  /** The next attempt goes now, whatever the backoff said (the service is back). */
  #skipBackoff = false;
  #disposed = false;
  /** The connection and person whose claim of writes of nobody yet is done. */
  #claimedFor: string | null = null;

  constructor(options: OutboxOptions) {
    this.#options = options;
  }

  get online(): boolean {
    return this.#online;
  }

  /** Writes a change to disk and starts sending. Throws when there is no organization to write to. */
  enqueue(input: EnqueueInput): StoredWrite {
    const connection = this.#connection();
    if (connection === null) {
      throw new CoreError('signed-out', 'error.signInToSave');
    }
    const { id, ...rest } = input;
    const write = this.#options.store.add({
      ...rest,
      id: id ?? randomUUID(),
      scope: connection.scope,
      owner: connection.owner,
    });
    this.#changed();
    this.kick();
    return write;
  }

  /**
   * What became of a write: saved, refused, or still queued after `timeoutMs` (or at once when
   * the service is known to be offline).
   */
  settle(writeId: string, timeoutMs = 8000): Promise<WriteOutcome> {
    const stored = this.#options.store.get(writeId);
    if (stored === null) return Promise.resolve({ state: 'saved', writeId });
    if (stored.state === 'refused' && stored.refusal !== null) {
      return Promise.resolve({ state: 'refused', writeId, refusal: stored.refusal });
    }
    const connection = this.#connection();
    const held =
      !this.#online ||
      connection?.client == null ||
      !isMine(stored, connection) ||
      blockedWrites(this.#options.store.list(stored.scope, stored.owner.person)).has(writeId);
    if (held && this.#sending !== writeId) {
      return Promise.resolve({ state: 'queued', writeId, message: this.#queuedMessage() });
    }
    return new Promise((resolve) => {
      const timer = this.#options.scheduler.setTimeout(() => {
        this.#resolve(writeId, { state: 'queued', writeId, message: this.#queuedMessage() });
      }, timeoutMs);
      const list = this.#waiters.get(writeId) ?? [];
      list.push({ resolve, timer });
      this.#waiters.set(writeId, list);
    });
  }

  /** The result of a confirmed write, while it is remembered (the trash item of a delete, say). */
  result(writeId: string): WriteDone | null {
    return this.#results.get(writeId) ?? null;
  }

  /**
   * Writes of the current scope and person not yet confirmed (pending or refused), in order.
   * Another person's writes are never among them: they are theirs, not this person's stopwatch.
   */
  waiting(): StoredWrite[] {
    const connection = this.#connection();
    return connection === null ? [] : this.#options.store.list(connection.scope, connection.owner.person);
  }

  /** Writes of other people, held until they sign in again: one group per person. */
  held(): HeldWriteGroup[] {
    return this.#options.store.held(this.#connection()?.owner ?? null);
  }

  /** Gives up another person's held writes. The current person's own writes are not held. */
  discardHeld(connection: string, person: string): void {
    const owner = this.#connection()?.owner ?? null;
    if (owner?.connection === connection && owner.person === person) {
      throw new CoreError('not-held', 'error.notHeld');
    }
    if (this.#options.store.removeOwned(connection, person) === 0) {
      throw new CoreError('not-found', 'error.changesGone');
    }
    this.#changed();
  }

  /** True when a write of that object is still on its way. */
  hasPending(key: string): boolean {
    return this.waiting().some((write) => write.keys.includes(key));
  }

  /** Takes back a write that has not been sent yet. False when it is being sent or already went. */
  cancel(writeId: string): boolean {
    if (this.#sending === writeId || this.#others(writeId)) return false;
    const removed = this.#options.store.remove(writeId);
    if (removed) {
      this.#resolve(writeId, { state: 'saved', writeId });
      this.#changed();
    }
    return removed;
  }

  /** The service is back (or the machine woke up): try the waiting writes now, not at their backoff. */
  retryNow(): void {
    const connection = this.#connection();
    if (connection !== null) this.#options.store.clearBackoff(connection.scope, connection.owner.person);
    // Also when an attempt is under way right now: the one after it must not wait.
    this.#skipBackoff = true;
    this.kick();
  }

  retry(writeId: string): void {
    if (this.#options.store.get(writeId) === null || this.#others(writeId)) {
      throw new CoreError('not-found', 'error.changeGone');
    }
    this.#options.store.requeue(writeId);
    this.#changed();
    this.kick();
  }

  drop(writeId: string): void {
    if (this.#sending === writeId) {
      throw new CoreError('busy', 'error.changeBusy');
    }
    if (this.#others(writeId)) throw new CoreError('not-found', 'error.changeGone');
    this.#options.store.remove(writeId);
    this.#resolve(writeId, { state: 'saved', writeId });
    this.#changed();
    this.kick();
  }

  /** A conflict the person settled for their own values: send again over the stored version. */
  overwrite(writeId: string): void {
    const write = this.#options.store.get(writeId);
    const conflict = write?.refusal?.conflict ?? null;
    if (write === null || conflict === null || this.#others(writeId)) {
      throw new CoreError('not-found', 'error.conflictGone');
    }
    const entry = write.entry;
    if (entry === null || !isUpdate(entry)) {
      throw new CoreError('not-found', 'error.conflictGone');
    }
    this.#options.store.requeue(writeId, {
      ...entry,
      payload: { ...entry.payload, version: conflict.currentVersion },
    });
    this.#changed();
    this.kick();
  }

  status(): OutboxStatus {
    const connection = this.#connection();
    if (connection === null) {
      return { online: this.#online, pending: 0, refused: 0, elsewhere: 0, entries: [] };
    }
    const person = connection.owner.person;
    const writes = this.#options.store.list(connection.scope, person);
    const blocked = blockedWrites(writes);
    const entries: OutboxEntryView[] = writes.map((write) => ({
      id: write.id,
      label: write.label,
      target: write.target,
      preview: write.preview,
      state: write.state === 'refused' ? 'refused' : blocked.has(write.id) ? 'blocked' : 'pending',
      attempts: write.attempts,
      nextAttemptAt: write.state === 'pending' && write.nextAttemptAt > 0 ? write.nextAttemptAt : null,
      lastError: write.lastError,
      refusal: write.refusal,
      createdAt: write.createdAt,
    }));
    return {
      online: this.#online,
      pending: entries.filter((e) => e.state !== 'refused').length,
      refused: entries.filter((e) => e.state === 'refused').length,
      elsewhere: this.#options.store.countOtherScopes(connection.scope, person),
      entries,
    };
  }

  /** Starts sending, unless a send is under way (then it goes on after it). */
  kick(): void {
    if (this.#disposed) return;
    if (this.#draining !== null) {
      this.#again = true;
      return;
    }
    this.#clearTimer();
    this.#draining = this.#drain()
      .catch((error: unknown) => this.#options.logger.error('the outbox stopped unexpectedly', { error }))
      .finally(() => {
        this.#draining = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves once nothing is being sent (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.#draining !== null) await this.#draining;
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    this.#clearTimer();
    await this.idle();
    for (const id of [...this.#waiters.keys()]) {
      this.#resolve(id, { state: 'queued', writeId: id, message: this.#queuedMessage() });
    }
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#disposed) return;
      const connection = this.#connection();
      if (connection === null) return;
      const writes = this.#options.store.list(connection.scope, connection.owner.person);
      const blocked = blockedWrites(writes);
      const next = writes.find((w) => w.state === 'pending' && !blocked.has(w.id));
      if (next === undefined) {
        this.#resolveBlocked(writes, blocked);
        return;
      }
      const wait = this.#skipBackoff ? 0 : next.nextAttemptAt - this.#options.clock.now();
      if (wait > 0) {
        this.#schedule(wait);
        return;
      }
      if (connection.client === null) {
        this.#resolveAllQueued();
        return;
      }
      const sent = await this.#send(next, connection.client, connection.me);
      if (!sent) return;
    }
  }

  /** One attempt; false when the outbox must pause (offline, or no sign-in). */
  async #send(write: StoredWrite, client: V1Client, me: () => Promise<string>): Promise<boolean> {
    const store = this.#options.store;
    if (write.entry === null) {
      // Refused when the file was opened; it can only come back here if it went bad since.
      this.#refuse(
        write,
        write.refusal ?? {
          code: unreadableWriteCode,
          message: { id: 'outbox.refusal.cannotRead' },
          conflict: null,
        },
      );
      return true;
    }
    const executor = executorFor(this.#options.executors, write.entry);
    if (executor === null) {
      this.#refuse(write, {
        code: 'unknown-write',
        message: { id: 'outbox.refusal.unknownKind' },
        conflict: null,
      });
      return true;
    }
    let progress = write.progress;
    this.#sending = write.id;
    this.#skipBackoff = false;
    try {
      await this.#options.hooks?.beforeSend?.(write);
      const done = await executor({
        write,
        client,
        clock: this.#options.clock,
        progress,
        saveProgress: (patch) => {
          progress = { ...progress, ...patch };
          store.saveProgress(write.id, progress);
        },
        me,
      });
      await this.#options.hooks?.afterSend?.(write);
      store.remove(write.id);
      this.#sending = null;
      this.#results.set(write.id, done);
      trimOldest(this.#results, 200);
      this.#setOnline(true);
      this.#options.onConfirmed?.(write, done);
      this.#resolve(write.id, { state: 'saved', writeId: write.id });
      this.#changed();
      return true;
    } catch (error) {
      this.#sending = null;
      const failure = classifyWriteFailure(error);
      if (failure.kind === 'refused') {
        if (failure.refusal.code === 'failed') {
          this.#options.logger.error('a write failed unexpectedly', { kind: write.kind, error });
        }
        this.#refuse(write, failure.refusal);
        return true;
      }
      if (failure.kind === 'wait') {
        store.markFailedAttempt(write.id, write.attempts, 0, failure.message);
        this.#resolveAllQueued();
        this.#changed();
        return false;
      }
      const attempts = write.attempts + 1;
      const delay = backoffDelay(attempts, this.#options.backoff ?? defaultBackoff, failure.retryAfterMs);
      store.markFailedAttempt(write.id, attempts, this.#options.clock.now() + delay, failure.message);
      this.#setOnline(false);
      this.#resolveAllQueued();
      this.#changed();
      this.#schedule(delay);
      return false;
    }
  }

  #refuse(write: StoredWrite, refusal: WriteRefusal): void {
    this.#options.store.markRefused(write.id, write.attempts + 1, refusal);
    this.#setOnline(true);
    this.#resolve(write.id, { state: 'refused', writeId: write.id, refusal });
    this.#changed();
  }

  /** Waiters of writes held back by a refused one learn that now instead of at their timeout. */
  #resolveBlocked(writes: readonly StoredWrite[], blocked: ReadonlySet<string>): void {
    for (const write of writes) {
      if (blocked.has(write.id)) {
        this.#resolve(write.id, {
          state: 'queued',
          writeId: write.id,
          message: { id: 'outbox.queued.behindRefused' },
        });
      }
    }
  }

  #resolveAllQueued(): void {
    for (const id of [...this.#waiters.keys()]) {
      this.#resolve(id, { state: 'queued', writeId: id, message: this.#queuedMessage() });
    }
  }

  #queuedMessage(): Message {
    const connection = this.#connection();
    if (connection !== null && connection.client === null) {
      return { id: 'outbox.queued.notConnected' };
    }
    return this.#online ? { id: 'outbox.queued.onItsWay' } : offlineMessage;
  }

  /**
   * The current connection; once its person is known, writes of nobody yet on it become theirs
   * (see `OutboxStore.claimUnowned` for why the first person signed in is the owner).
   */
  #connection(): OutboxConnection | null {
    const connection = this.#options.connection();
    const person = connection?.owner.person ?? null;
    if (connection === null || person === null) {
      // Writes made now belong to nobody yet: the next person seen claims them.
      this.#claimedFor = null;
      return connection;
    }
    // While the same person stays, every new write is theirs already: one claim is enough.
    const key = `${connection.owner.connection}\n${person}`;
    if (this.#claimedFor !== key) {
      this.#options.store.claimUnowned({ ...connection.owner, person });
      this.#claimedFor = key;
    }
    return connection;
  }

  /** True when the write exists and belongs to someone other than the person signed in. */
  #others(writeId: string): boolean {
    const write = this.#options.store.get(writeId);
    return write !== null && !isMine(write, this.#connection());
  }

  #resolve(writeId: string, outcome: WriteOutcome): void {
    const list = this.#waiters.get(writeId);
    if (list === undefined) return;
    this.#waiters.delete(writeId);
    for (const waiter of list) {
      this.#options.scheduler.clearTimeout(waiter.timer);
      waiter.resolve(outcome);
    }
  }

  #setOnline(online: boolean): void {
    this.#online = online;
  }

  #changed(): void {
    if (this.#disposed) return;
    this.#options.onChange?.(this.status());
  }

  #schedule(delayMs: number): void {
    this.#clearTimer();
    this.#timer = this.#options.scheduler.setTimeout(() => {
      this.#timer = null;
      this.kick();
    }, delayMs);
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#options.scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/**
 * Writes held back by a refused write: those that change the same object, or refer to an object
 * that a refused (or itself held back) write would have created. Everything else goes on.
 */
export function blockedWrites(writes: readonly StoredWrite[]): Set<string> {
  const blockedKeys = new Set<string>();
  const uncreated = new Set<string>();
  const blocked = new Set<string>();
  for (const write of writes) {
    const isBlocked =
      write.state === 'pending' &&
      (write.keys.some((key) => blockedKeys.has(key)) || write.needs.some((key) => uncreated.has(key)));
    if (isBlocked) blocked.add(write.id);
    if (isBlocked || write.state === 'refused') {
      for (const key of write.keys) blockedKeys.add(key);
      if (write.target.action === 'create') uncreated.add(`${write.target.resource}:${write.target.id}`);
    }
  }
  return blocked;
}

/** A write of the person signed in on this connection, or of nobody yet (then it becomes theirs). */
function isMine(write: StoredWrite, connection: OutboxConnection | null): boolean {
  if (write.owner.person === null) return true;
  return (
    connection !== null &&
    write.owner.connection === connection.owner.connection &&
    write.owner.person === connection.owner.person
  );
}

/**
 * The executor of an entry's kind, bound to its payload (typed per kind: the payload of kind K
 * goes only to the executor of kind K).
 */
function executorFor<K extends OutboxKind>(
  executors: WriteExecutors,
  entry: OutboxEntry<K>,
): ((context: Omit<WriteContext<K>, 'payload'>) => Promise<WriteDone>) | null {
  const executor: WriteExecutors[K] = executors[entry.kind];
  if (executor === undefined) return null;
  return (context) => executor({ ...context, payload: entry.payload });
}

type UpdateKind = Extract<OutboxKind, `${string}.update`>;

function isUpdate(entry: OutboxEntry): entry is OutboxEntry<UpdateKind> {
  return (
    entry.kind === 'timerecord.update' || entry.kind === 'project.update' || entry.kind === 'task.update'
  );
}

function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const first = map.keys().next();
    if (first.done === true) return;
    map.delete(first.value);
  }
}
