import BetterSqlite3, { type Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { WriteRefusal, WriteTarget } from '../../../src-shared/domain/outbox.ts';

/** A write as the outbox keeps it on disk until the service confirms it. */
export interface StoredWrite {
  /** Order of the writes: they are sent by ascending `seq`. */
  readonly seq: number;
  readonly id: string;
  /** Connection and organization the write belongs to (`<profile id>|<organization id>`). */
  readonly scope: string;
  readonly kind: string;
  readonly payload: unknown;
  /** Objects this write changes (`timerecords:<id>`): later writes of them wait behind it. */
  readonly keys: readonly string[];
  /** Objects it refers to (a record's project): a refused create of one of them holds it back. */
  readonly needs: readonly string[];
  readonly label: string;
  readonly target: WriteTarget;
  readonly preview: Readonly<Record<string, unknown>> | null;
  readonly state: 'pending' | 'refused';
  readonly attempts: number;
  readonly nextAttemptAt: number;
  /** Steps of a multi-step write already done, so a retry after a crash resumes there. */
  readonly progress: Readonly<Record<string, unknown>>;
  readonly lastError: string | null;
  readonly refusal: WriteRefusal | null;
  readonly createdAt: number;
}

export type NewWrite = Pick<
  StoredWrite,
  'id' | 'scope' | 'kind' | 'payload' | 'keys' | 'needs' | 'label' | 'target' | 'preview'
>;

interface WriteRow {
  seq: number;
  id: string;
  scope: string;
  kind: string;
  payload: string;
  keys: string;
  needs: string;
  label: string;
  target: string;
  preview: string | null;
  state: string;
  attempts: number;
  next_attempt_at: number;
  progress: string;
  last_error: string | null;
  refusal: string | null;
  created_at: number;
}

const migrations: readonly string[] = [
  `CREATE TABLE writes (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     scope TEXT NOT NULL,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL,
     keys TEXT NOT NULL,
     needs TEXT NOT NULL,
     label TEXT NOT NULL,
     target TEXT NOT NULL,
     preview TEXT,
     state TEXT NOT NULL CHECK (state IN ('pending', 'refused')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL DEFAULT 0,
     progress TEXT NOT NULL DEFAULT '{}',
     last_error TEXT,
     refusal TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX writes_scope ON writes (scope, seq);`,
];

/**
 * The outbox file: one SQLite database in the user-data folder. Every change is committed with
 * `synchronous = FULL` before it is sent, so neither a crash nor a power cut loses a write the
 * person was told about; a write leaves the file only once the service confirmed it.
 */
export class OutboxStore {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(path: string, now: () => number = Date.now) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    this.#db = new BetterSqlite3(path);
    this.#now = now;
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = FULL');
    this.#db.pragma('busy_timeout = 5000');
    this.#migrate();
  }

  add(write: NewWrite): StoredWrite {
    const now = this.#now();
    this.#db
      .prepare(
        `INSERT INTO writes (id, scope, kind, payload, keys, needs, label, target, preview, state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(
        write.id,
        write.scope,
        write.kind,
        JSON.stringify(write.payload),
        JSON.stringify(write.keys),
        JSON.stringify(write.needs),
        write.label,
        JSON.stringify(write.target),
        write.preview === null ? null : JSON.stringify(write.preview),
        now,
        now,
      );
    const stored = this.get(write.id);
    if (stored === null) throw new Error('the outbox lost a write it just stored');
    return stored;
  }

  get(id: string): StoredWrite | null {
    const row = this.#db.prepare('SELECT * FROM writes WHERE id = ?').get(id) as WriteRow | undefined;
    return row === undefined ? null : fromRow(row);
  }

  /** The writes of one scope in the order they are sent. */
  list(scope: string): StoredWrite[] {
    return (
      this.#db.prepare('SELECT * FROM writes WHERE scope = ? ORDER BY seq').all(scope) as WriteRow[]
    ).map(fromRow);
  }

  countOtherScopes(scope: string): number {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM writes WHERE scope <> ?').get(scope) as { n: number })
      .n;
  }

  /** Confirmed by the service: gone for good. */
  remove(id: string): boolean {
    return this.#db.prepare('DELETE FROM writes WHERE id = ?').run(id).changes > 0;
  }

  saveProgress(id: string, progress: Readonly<Record<string, unknown>>): void {
    this.#db
      .prepare('UPDATE writes SET progress = ?, updated_at = ? WHERE id = ?')
      .run(JSON.stringify(progress), this.#now(), id);
  }

  markFailedAttempt(id: string, attempts: number, nextAttemptAt: number, lastError: string): void {
    this.#db
      .prepare(
        'UPDATE writes SET attempts = ?, next_attempt_at = ?, last_error = ?, updated_at = ? WHERE id = ?',
      )
      .run(attempts, nextAttemptAt, lastError, this.#now(), id);
  }

  markRefused(id: string, attempts: number, refusal: WriteRefusal): void {
    this.#db
      .prepare(
        "UPDATE writes SET state = 'refused', attempts = ?, refusal = ?, last_error = ?, updated_at = ? WHERE id = ?",
      )
      .run(attempts, JSON.stringify(refusal), refusal.message, this.#now(), id);
  }

  clearBackoff(scope: string): void {
    this.#db
      .prepare(
        "UPDATE writes SET next_attempt_at = 0 WHERE scope = ? AND state = 'pending' AND next_attempt_at > 0",
      )
      .run(scope);
  }

  /** Back in line (retry, or a conflict the person settled): its place in the order is kept. */
  requeue(id: string, payload?: unknown): void {
    const set = payload === undefined ? '' : ', payload = @payload';
    this.#db
      .prepare(
        `UPDATE writes SET state = 'pending', attempts = 0, next_attempt_at = 0, refusal = NULL, last_error = NULL,
         updated_at = @now${set} WHERE id = @id`,
      )
      .run({ id, now: this.#now(), ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  }

  close(): void {
    if (this.#db.open) this.#db.close();
  }

  #migrate(): void {
    const version = this.#db.pragma('user_version', { simple: true }) as number;
    for (let i = version; i < migrations.length; i++) {
      this.#db.transaction(() => {
        this.#db.exec(migrations[i] ?? '');
        this.#db.pragma(`user_version = ${i + 1}`);
      })();
    }
  }
}

function fromRow(row: WriteRow): StoredWrite {
  return {
    seq: row.seq,
    id: row.id,
    scope: row.scope,
    kind: row.kind,
    payload: JSON.parse(row.payload) as unknown,
    keys: JSON.parse(row.keys) as string[],
    needs: JSON.parse(row.needs) as string[],
    label: row.label,
    target: JSON.parse(row.target) as WriteTarget,
    preview: row.preview === null ? null : (JSON.parse(row.preview) as Record<string, unknown>),
    state: row.state === 'refused' ? 'refused' : 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    progress: JSON.parse(row.progress) as Record<string, unknown>,
    lastError: row.last_error,
    refusal: row.refusal === null ? null : (JSON.parse(row.refusal) as WriteRefusal),
    createdAt: row.created_at,
  };
}
