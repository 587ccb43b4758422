import BetterSqlite3, { type Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { HeldWriteGroup, WriteRefusal, WriteTarget } from '../../../src-shared/domain/outbox.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { labelText, readStoredLabel, storedLabel, type OutboxLabel } from './outbox-label.ts';
import { englishText, readStoredMessage, readStoredRefusal } from './stored-message.ts';
import { currentEntry, readStoredEntry, type NewOutboxEntry, type OutboxEntry } from './outbox-entry.ts';

/**
 * Who a write belongs to: a person (the service's user id) on one connection. Writes are sent
 * only with that person's own sign-in; while someone else is signed in they are held.
 */
export interface WriteOwner {
  /** The connection profile id (`this-computer:…`, `server:…`). */
  readonly connection: string;
  /** How the connection was called when the write was made ("This computer", a host name). */
  readonly connectionLabel: string;
  /**
   * The service's user id. Null while it is not known yet (a sign-in being restored offline
   * with nobody remembered): such a write is claimed by the first person seen on the connection.
   */
  readonly person: string | null;
  /** The person's name or e-mail as known then, for "changes of Alice wait". Never a secret. */
  readonly label: string;
}

/** A write as the outbox keeps it on disk until the service confirms it. */
export interface StoredWrite {
  /** Order of the writes: they are sent by ascending `seq`. */
  readonly seq: number;
  readonly id: string;
  /** Connection and organization the write belongs to (`<profile id>|<organization id>`). */
  readonly scope: string;
  readonly owner: WriteOwner;
  /** The kind as stored, also for an entry that cannot be read. */
  readonly kind: string;
  /**
   * The entry at the current version of its kind. Null when it cannot be read (a damaged file,
   * or a newer version of Stint wrote it): such a write is refused with code `unreadable-write`
   * and the reason, for the person to drop; it is never sent and never silently lost.
   */
  readonly entry: OutboxEntry | null;
  /** Objects this write changes (`timerecords:<id>`): later writes of them wait behind it. */
  readonly keys: readonly string[];
  /** Objects it refers to (a record's project): a refused create of one of them holds it back. */
  readonly needs: readonly string[];
  /** What the write is, as a message rendered in the language of whoever shows it. */
  readonly label: OutboxLabel;
  readonly target: WriteTarget;
  readonly preview: Readonly<Record<string, unknown>> | null;
  readonly state: 'pending' | 'refused';
  readonly attempts: number;
  readonly nextAttemptAt: number;
  /** Steps of a multi-step write already done, so a retry after a crash resumes there. */
  readonly progress: Readonly<Record<string, unknown>>;
  readonly lastError: Message | null;
  readonly refusal: WriteRefusal | null;
  readonly createdAt: number;
}

export type NewWrite = Pick<
  StoredWrite,
  'id' | 'scope' | 'owner' | 'keys' | 'needs' | 'label' | 'target' | 'preview'
> &
  NewOutboxEntry;

/** The refusal code of a stored write that cannot be read back. */
export const unreadableWriteCode = 'unreadable-write';

interface WriteRow {
  seq: number;
  id: string;
  scope: string;
  kind: string;
  payload: string;
  payload_version: number;
  keys: string;
  needs: string;
  label: string;
  label_message: string | null;
  target: string;
  preview: string | null;
  state: string;
  attempts: number;
  next_attempt_at: number;
  progress: string;
  last_error: string | null;
  last_error_message: string | null;
  refusal: string | null;
  created_at: number;
  owner_connection: string | null;
  owner_connection_label: string | null;
  owner_person: string | null;
  owner_label: string | null;
}

interface HeldRow {
  connection: string;
  connection_label: string | null;
  person: string;
  label: string | null;
  count: number;
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
  // Version 2: every write records its owner. Rows of version 1 keep null owner columns; the
  // first person signed in on their connection claims them (see `claimUnowned`).
  `ALTER TABLE writes ADD COLUMN owner_connection TEXT;
   ALTER TABLE writes ADD COLUMN owner_connection_label TEXT;
   ALTER TABLE writes ADD COLUMN owner_person TEXT;
   ALTER TABLE writes ADD COLUMN owner_label TEXT;
   CREATE INDEX writes_owner ON writes (owner_connection, owner_person);`,
  // Version 3: every write records the version of its kind's payload. Rows before it are
  // version 1 of their kind; opening the file brings them up to date (see `#upgradeEntries`).
  `ALTER TABLE writes ADD COLUMN payload_version INTEGER NOT NULL DEFAULT 1;`,
  // Version 4: the label is a message id with values (JSON), rendered when shown. `label` keeps
  // its English sentence: rows before it have only that (shown as it is), and an older Stint
  // opening this file reads it.
  `ALTER TABLE writes ADD COLUMN label_message TEXT;`,
  // Version 5: the last error is a message id with values (JSON), like the label; `last_error`
  // keeps its English sentence for rows before it and for an older Stint. A refusal's JSON holds
  // its message as id with values from now on; one stored before holds a sentence.
  `ALTER TABLE writes ADD COLUMN last_error_message TEXT;`,
];

/** The schema of version 1, for tests of the migration. */
export const outboxSchemaV1 = migrations[0] ?? '';

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
    this.#upgradeEntries();
  }

  add(write: NewWrite): StoredWrite {
    const now = this.#now();
    const entry = currentEntry(write);
    this.#db
      .prepare(
        `INSERT INTO writes (id, scope, owner_connection, owner_connection_label, owner_person, owner_label,
           kind, payload_version, payload, keys, needs, label, label_message, target, preview, state, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(
        write.id,
        write.scope,
        write.owner.connection,
        write.owner.connectionLabel,
        write.owner.person,
        write.owner.label,
        entry.kind,
        entry.version,
        JSON.stringify(entry.payload),
        JSON.stringify(write.keys),
        JSON.stringify(write.needs),
        labelText(write.label),
        storedLabel(write.label),
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

  /**
   * The writes of one scope that belong to `person` (or to nobody yet), in the order they are
   * sent. With `person` null only the writes of nobody yet.
   */
  list(scope: string, person: string | null): StoredWrite[] {
    return (
      this.#db
        .prepare(
          'SELECT * FROM writes WHERE scope = ? AND (owner_person IS NULL OR owner_person = ?) ORDER BY seq',
        )
        .all(scope, person) as WriteRow[]
    ).map(fromRow);
  }

  /** Writes of this person (or of nobody yet) in other organizations or connections. */
  countOtherScopes(scope: string, person: string | null): number {
    return (
      this.#db
        .prepare(
          'SELECT COUNT(*) AS n FROM writes WHERE scope <> ? AND (owner_person IS NULL OR owner_person = ?)',
        )
        .get(scope, person) as { n: number }
    ).n;
  }

  /**
   * Writes with no recorded owner (made before owners were recorded, or while the person was
   * not known yet) become the writes of `owner`, the first person signed in on their
   * connection. Before owners were recorded only one person's writes could be waiting on a
   * connection: the outbox was sent with whatever sign-in was current, so nobody else's could
   * stay behind unsent for long, and the person restored from the keychain at the next start is
   * the one who made them. True when any write was claimed.
   */
  claimUnowned(owner: WriteOwner & { readonly person: string }): boolean {
    return (
      this.#db
        .prepare(
          `UPDATE writes SET owner_connection = @connection, owner_connection_label = @connectionLabel,
             owner_person = @person, owner_label = @label
           WHERE owner_person IS NULL
             AND (owner_connection = @connection
               OR (owner_connection IS NULL AND substr(scope, 1, length(@connection) + 1) = @connection || '|'))`,
        )
        .run(owner).changes > 0
    );
  }

  /** Writes of everyone but `owner` (everyone when nobody is signed in), one group per person. */
  held(owner: WriteOwner | null): HeldWriteGroup[] {
    const rows = this.#db
      .prepare(
        // The label and place of the newest write of each person: the bare columns of MAX(seq).
        `SELECT owner_connection AS connection, owner_connection_label AS connection_label,
           owner_person AS person, owner_label AS label, COUNT(*) AS count, MAX(seq) AS newest
         FROM writes
         WHERE owner_person IS NOT NULL AND owner_connection IS NOT NULL
           AND NOT (owner_connection IS @connection AND owner_person IS @person)
         GROUP BY owner_connection, owner_person
         ORDER BY newest`,
      )
      .all({ connection: owner?.connection ?? null, person: owner?.person ?? null }) as HeldRow[];
    return rows.map((row) => ({
      connection: row.connection,
      connectionLabel: row.connection_label ?? '',
      person: row.person,
      ownerLabel: row.label ?? '',
      count: row.count,
    }));
  }

  /** Gives up every write of one person on one connection. Answers how many went. */
  removeOwned(connection: string, person: string): number {
    return this.#db
      .prepare('DELETE FROM writes WHERE owner_connection = ? AND owner_person = ?')
      .run(connection, person).changes;
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

  markFailedAttempt(id: string, attempts: number, nextAttemptAt: number, lastError: Message): void {
    this.#db
      .prepare(
        `UPDATE writes SET attempts = ?, next_attempt_at = ?, last_error = ?, last_error_message = ?, updated_at = ?
         WHERE id = ?`,
      )
      .run(attempts, nextAttemptAt, englishText(lastError), JSON.stringify(lastError), this.#now(), id);
  }

  markRefused(id: string, attempts: number, refusal: WriteRefusal): void {
    this.#db
      .prepare(
        `UPDATE writes SET state = 'refused', attempts = ?, refusal = ?, last_error = ?, last_error_message = ?,
         updated_at = ? WHERE id = ?`,
      )
      .run(
        attempts,
        JSON.stringify(refusal),
        englishText(refusal.message),
        JSON.stringify(refusal.message),
        this.#now(),
        id,
      );
  }

  clearBackoff(scope: string, person: string | null): void {
    this.#db
      .prepare(
        `UPDATE writes SET next_attempt_at = 0
         WHERE scope = ? AND (owner_person IS NULL OR owner_person = ?) AND state = 'pending' AND next_attempt_at > 0`,
      )
      .run(scope, person);
  }

  /**
   * Back in line (retry, or a conflict the person settled, then with the entry to send now): its
   * place in the order is kept. A write that cannot be read stays refused.
   */
  requeue(id: string, entry?: OutboxEntry): void {
    if (entry === undefined && this.get(id)?.entry === null) return;
    const set = entry === undefined ? '' : ', kind = @kind, payload_version = @version, payload = @payload';
    this.#db
      .prepare(
        `UPDATE writes SET state = 'pending', attempts = 0, next_attempt_at = 0, refusal = NULL, last_error = NULL,
         last_error_message = NULL,
         updated_at = @now${set} WHERE id = @id`,
      )
      .run({
        id,
        now: this.#now(),
        ...(entry === undefined
          ? {}
          : { kind: entry.kind, version: entry.version, payload: JSON.stringify(entry.payload) }),
      });
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

  /**
   * Brings every stored entry up to the current version of its kind, in one transaction. An
   * entry that cannot be read is refused with the reason (it stays in line for the person to
   * see and drop, and holds back only the writes of the same objects); the others go on.
   */
  #upgradeEntries(): void {
    const rows = this.#db
      .prepare('SELECT id, kind, payload_version, payload, state, refusal, last_error FROM writes')
      .all() as Pick<
      WriteRow,
      'id' | 'kind' | 'payload_version' | 'payload' | 'state' | 'refusal' | 'last_error'
    >[];
    const rewrite = this.#db.prepare(
      'UPDATE writes SET payload_version = ?, payload = ?, updated_at = ? WHERE id = ?',
    );
    const refuse = this.#db.prepare(
      `UPDATE writes SET state = 'refused', refusal = ?, last_error = ?, last_error_message = ?, updated_at = ?
       WHERE id = ?`,
    );
    this.#db.transaction(() => {
      for (const row of rows) {
        const reading = readStoredEntry(row.kind, row.payload_version, row.payload);
        if (reading.ok) {
          if (reading.upgraded) {
            rewrite.run(reading.entry.version, JSON.stringify(reading.entry.payload), this.#now(), row.id);
          }
          continue;
        }
        if (
          row.state === 'refused' &&
          readStoredRefusal(row.refusal, row.last_error)?.code === unreadableWriteCode
        ) {
          continue;
        }
        const refusal = unreadableRefusal(reading.reason);
        refuse.run(
          JSON.stringify(refusal),
          englishText(refusal.message),
          JSON.stringify(refusal.message),
          this.#now(),
          row.id,
        );
      }
    })();
  }
}

function unreadableRefusal(reason: string): WriteRefusal {
  return {
    code: unreadableWriteCode,
    message: { id: 'outbox.refusal.unreadable', values: { reason } },
    conflict: null,
  };
}

function fromRow(row: WriteRow): StoredWrite {
  const reading = readStoredEntry(row.kind, row.payload_version, row.payload);
  // Unreadable entries are refused when the file opens; one that went bad since is shown so too.
  const stored = readStoredRefusal(row.refusal, row.last_error);
  const refusal = reading.ok ? stored : (stored ?? unreadableRefusal(reading.reason));
  return {
    seq: row.seq,
    id: row.id,
    scope: row.scope,
    owner: {
      connection: row.owner_connection ?? row.scope.slice(0, Math.max(0, row.scope.lastIndexOf('|'))),
      connectionLabel: row.owner_connection_label ?? '',
      person: row.owner_person,
      label: row.owner_label ?? '',
    },
    kind: row.kind,
    entry: reading.ok ? reading.entry : null,
    keys: JSON.parse(row.keys) as string[],
    needs: JSON.parse(row.needs) as string[],
    label: readStoredLabel(row.label_message, row.label),
    target: JSON.parse(row.target) as WriteTarget,
    preview: row.preview === null ? null : (JSON.parse(row.preview) as Record<string, unknown>),
    state: row.state === 'refused' || !reading.ok ? 'refused' : 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    progress: JSON.parse(row.progress) as Record<string, unknown>,
    lastError: row.last_error === null ? null : readStoredMessage(row.last_error_message, row.last_error),
    refusal,
    createdAt: row.created_at,
  };
}
