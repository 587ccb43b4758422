import type { Message } from '../i18n/catalog.ts';
import type { DataResource } from './data-resource.ts';

/**
 * Writes on their way to the service. Every change the person makes is written to a local
 * outbox first and sent from there, so nothing is lost offline or in a crash; these types are
 * what the screens see of it.
 */

/** What the service said when it refused a write for good. */
export interface WriteRefusal {
  /** The v1 error code (PE01-1104...) or a code of ours. */
  readonly code: string;
  /** A sentence for the person, as a message id with values (the service's own words stay values). */
  readonly message: Message;
  /** A stale-version conflict: the person chooses between their change and the stored values. */
  readonly conflict: WriteConflict | null;
}

export interface WriteConflict {
  /** The fields the person changed, with the values they chose (display text). */
  readonly mine: Readonly<Record<string, string>>;
  /** The same fields as they are stored now (display text). */
  readonly theirs: Readonly<Record<string, string>>;
  /** The stored version the person would overwrite when keeping theirs. */
  readonly currentVersion: number;
}

/** The object a write is about, so a list can show it as pending. */
export interface WriteTarget {
  readonly resource: DataResource;
  readonly id: string;
  readonly action: 'create' | 'update' | 'delete' | 'restore' | 'stopwatch';
}

export interface OutboxEntryView {
  readonly id: string;
  /**
   * What the write is, as a message id with values ("Stop the stopwatch on {project}"): the
   * screen renders it in the language it shows.
   */
  readonly label: Message;
  readonly target: WriteTarget;
  /** For creates and updates of time records: the values the list shows until the service confirms. */
  readonly preview: Readonly<Record<string, unknown>> | null;
  readonly state: 'pending' | 'refused' | 'blocked';
  readonly attempts: number;
  /** Local epoch ms of the next try, when it is waiting. */
  readonly nextAttemptAt: number | null;
  /** Why the last try did not reach the service, rendered in the language shown. */
  readonly lastError: Message | null;
  readonly refusal: WriteRefusal | null;
  readonly createdAt: number;
}

export interface OutboxStatus {
  /** False while the service does not answer; writes wait in the outbox. */
  readonly online: boolean;
  readonly pending: number;
  readonly refused: number;
  /** Writes made in another organization or connection, sent when it is current again. */
  readonly elsewhere: number;
  readonly entries: readonly OutboxEntryView[];
}

/**
 * Writes of another person who used Stint on this computer. They are sent only with that
 * person's own sign-in, so they wait (held: not sent, not dropped) until that person is back.
 */
export interface HeldWriteGroup {
  /** The connection the writes were made on (its profile id). */
  readonly connection: string;
  /** "This computer" or the server's host name, as it was called then. */
  readonly connectionLabel: string;
  /** The person's user id on that connection's service. */
  readonly person: string;
  /** The person's name or e-mail as known when the writes were made. */
  readonly ownerLabel: string;
  readonly count: number;
}

/** What became of a write the person just made. */
export type WriteOutcome =
  | { readonly state: 'saved'; readonly writeId: string }
  | { readonly state: 'queued'; readonly writeId: string; readonly message: Message }
  | { readonly state: 'refused'; readonly writeId: string; readonly refusal: WriteRefusal };
