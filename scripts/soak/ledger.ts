/**
 * The soak's own account of what the app acknowledged, and the check of the service's data
 * against it. Every description the soak writes is a fresh nonce, so each one names exactly one
 * operation: a nonce on two records is a write applied twice, an acknowledged nonce on none is a
 * write lost. An operation whose answer never came (the core was killed mid-call) may or may not
 * have happened: both are allowed, but never twice.
 */

/** A live time record of the soak, as the service answers it. */
export interface ServiceRecord {
  readonly id: string;
  readonly description: string;
  readonly version: number;
}

/** An impulse (a running or paused stopwatch) of the soak, as the service answers it. */
export interface ServiceImpulse {
  readonly id: string;
  readonly description: string;
}

export interface Snapshot {
  readonly records: readonly ServiceRecord[];
  readonly impulses: readonly ServiceImpulse[];
}

export interface Finding {
  readonly kind: 'lost' | 'duplicated';
  /** The trial whose operation it concerns. */
  readonly trial: number;
  readonly detail: string;
}

type Presence = 'live' | 'gone' | 'either';

interface KnownRecord {
  /** Descriptions it may carry: the last acknowledged one and any unacknowledged later ones. */
  allowed: Set<string>;
  presence: Presence;
  trial: number;
  version: number;
}

interface PendingCreate {
  readonly nonce: string;
  readonly acked: boolean;
  readonly trial: number;
}

interface Session {
  /** Descriptions the stopwatch (and the record its stop makes) may carry. */
  allowed: Set<string>;
  /** Its start was acknowledged: it exists, as a stopwatch or as the one record of its stop. */
  readonly mustExist: boolean;
  state: 'running' | 'stopped' | 'either';
  trial: number;
}

export class Ledger {
  readonly #records = new Map<string, KnownRecord>();
  readonly #creates: PendingCreate[] = [];
  readonly #sessions: Session[] = [];
  readonly #reported = new Set<string>();
  #acknowledged = 0;

  /** Operations the app acknowledged so far. */
  get acknowledged(): number {
    return this.#acknowledged;
  }

  /** Live records the next operations may edit or delete, with the version last seen. */
  liveRecords(): { id: string; version: number }[] {
    return [...this.#records]
      .filter(([, record]) => record.presence === 'live')
      .map(([id, record]) => ({ id, version: record.version }));
  }

  createRecord(trial: number, nonce: string, acked: boolean): void {
    this.#count(acked);
    this.#creates.push({ nonce, acked, trial });
  }

  editRecord(trial: number, id: string, nonce: string, acked: boolean): void {
    this.#count(acked);
    const record = this.#records.get(id);
    if (record === undefined) throw new Error(`the soak edited a record it does not know: ${id}`);
    if (acked) record.allowed = new Set([nonce]);
    else record.allowed.add(nonce);
    record.trial = trial;
  }

  deleteRecord(trial: number, id: string, acked: boolean): void {
    this.#count(acked);
    const record = this.#records.get(id);
    if (record === undefined) throw new Error(`the soak deleted a record it does not know: ${id}`);
    record.presence = acked ? 'gone' : record.presence === 'gone' ? 'gone' : 'either';
    record.trial = trial;
  }

  /** A start stops the running stopwatch first (quick switch): its stop counts as well. */
  startStopwatch(trial: number, nonce: string, acked: boolean): void {
    this.#count(acked);
    this.#endCurrent(trial, acked);
    this.#sessions.push({
      allowed: new Set([nonce]),
      mustExist: acked,
      state: acked ? 'running' : 'either',
      trial,
    });
  }

  stopStopwatch(trial: number, acked: boolean): void {
    this.#count(acked);
    this.#endCurrent(trial, acked);
  }

  editStopwatch(trial: number, nonce: string, acked: boolean): void {
    this.#count(acked);
    const current = this.#current();
    if (current === undefined) return;
    if (acked && current.state === 'running') current.allowed = new Set([nonce]);
    else current.allowed.add(nonce);
    current.trial = trial;
  }

  /**
   * Compares the service's data with the ledger once every write has drained, answers what was
   * lost or applied twice, and settles every "maybe" to what the service shows.
   */
  check(snapshot: Snapshot, trial: number): Finding[] {
    const findings: Finding[] = [];
    const byDescription = new Map<string, ServiceRecord[]>();
    for (const record of snapshot.records) {
      const list = byDescription.get(record.description) ?? [];
      list.push(record);
      byDescription.set(record.description, list);
    }
    for (const [description, list] of byDescription) {
      if (list.length > 1 && this.#firstReport(`records:${description}:${list.length}`)) {
        findings.push({
          kind: 'duplicated',
          trial:
            this.#trialOf(list.map((r) => r.id)) ??
            this.#creates.find((c) => c.nonce === description)?.trial ??
            trial,
          detail: `${list.length} records carry "${description}" (${list.map((r) => r.id).join(', ')})`,
        });
      }
    }
    const running = snapshot.impulses.map((i) => i.id).sort();
    if (running.length > 1 && this.#firstReport(`impulses:${running.join(',')}`)) {
      findings.push({
        kind: 'duplicated',
        trial: this.#sessions.at(-1)?.trial ?? trial,
        detail: `${snapshot.impulses.length} stopwatches at once (${snapshot.impulses.map((i) => i.description).join(', ')})`,
      });
    }
    const live = new Map(snapshot.records.map((record) => [record.id, record]));
    const claimed = new Set<string>();

    for (const [id, record] of this.#records) {
      const stored = live.get(id);
      claimed.add(id);
      if (stored === undefined) {
        if (record.presence === 'live') {
          findings.push({
            kind: 'lost',
            trial: record.trial,
            detail: `record ${id} is gone (no delete was made)`,
          });
        }
        this.#records.delete(id);
        continue;
      }
      if (record.presence === 'gone') {
        findings.push({
          kind: 'lost',
          trial: record.trial,
          detail: `the acknowledged delete of ${id} did not happen`,
        });
      }
      if (!record.allowed.has(stored.description)) {
        findings.push({
          kind: 'lost',
          trial: record.trial,
          detail: `record ${id} says "${stored.description}", expected one of ${[...record.allowed].join(', ')}`,
        });
      }
      record.allowed = new Set([stored.description]);
      record.presence = 'live';
      record.version = stored.version;
    }

    for (const create of this.#creates.splice(0)) {
      const matches = (byDescription.get(create.nonce) ?? []).filter((r) => !claimed.has(r.id));
      const kept = matches[0];
      if (kept === undefined) {
        if (create.acked) {
          findings.push({
            kind: 'lost',
            trial: create.trial,
            detail: `the acknowledged create "${create.nonce}" is missing`,
          });
        }
        continue;
      }
      // Two records of one create are reported above (same description); the first is kept.
      claimed.add(kept.id);
      this.#records.set(kept.id, {
        allowed: new Set([kept.description]),
        presence: 'live',
        trial: create.trial,
        version: kept.version,
      });
    }

    const impulsesSeen = new Set<string>();
    for (const session of this.#sessions.splice(0)) {
      const impulses = snapshot.impulses.filter((i) => session.allowed.has(i.description));
      const records = snapshot.records.filter(
        (r) => session.allowed.has(r.description) && !claimed.has(r.id),
      );
      for (const impulse of impulses) impulsesSeen.add(impulse.id);
      const what = [...session.allowed].join(' / ');
      const total = impulses.length + records.length;
      if (total > 1) {
        findings.push({
          kind: 'duplicated',
          trial: session.trial,
          detail: `the stopwatch "${what}" is there ${impulses.length} time(s) running and ${records.length} time(s) as a record`,
        });
      }
      if (total === 0 && session.mustExist) {
        findings.push({
          kind: 'lost',
          trial: session.trial,
          detail: `the acknowledged stopwatch "${what}" is gone`,
        });
        continue;
      }
      if (session.state === 'running' && impulses.length === 0 && records.length > 0) {
        findings.push({
          kind: 'lost',
          trial: session.trial,
          detail: `the stopwatch "${what}" stopped without a stop`,
        });
      }
      if (session.state === 'stopped' && impulses.length > 0) {
        findings.push({
          kind: 'lost',
          trial: session.trial,
          detail: `the acknowledged stop of "${what}" did not happen`,
        });
      }
      const stored = records[0];
      if (stored !== undefined) {
        claimed.add(stored.id);
        this.#records.set(stored.id, {
          allowed: new Set([stored.description]),
          presence: 'live',
          trial: session.trial,
          version: stored.version,
        });
      } else if (impulses[0] !== undefined) {
        this.#sessions.push({
          allowed: new Set([impulses[0].description]),
          mustExist: true,
          state: 'running',
          trial: session.trial,
        });
      }
    }

    // What nobody made is reported once and then known, so one fault is not reported every trial.
    for (const impulse of snapshot.impulses) {
      if (impulsesSeen.has(impulse.id)) continue;
      findings.push({
        kind: 'duplicated',
        trial,
        detail: `a stopwatch nobody started: "${impulse.description}"`,
      });
      this.#sessions.push({
        allowed: new Set([impulse.description]),
        mustExist: true,
        state: 'running',
        trial,
      });
    }
    for (const record of snapshot.records) {
      if (claimed.has(record.id)) continue;
      if ((byDescription.get(record.description)?.length ?? 0) === 1) {
        findings.push({
          kind: 'duplicated',
          trial,
          detail: `a record nobody made: "${record.description}" (${record.id})`,
        });
      }
      this.#records.set(record.id, {
        allowed: new Set([record.description]),
        presence: 'live',
        trial,
        version: record.version,
      });
    }
    return findings;
  }

  /** True the first time a fault is seen: one fault, one report. */
  #firstReport(key: string): boolean {
    if (this.#reported.has(key)) return false;
    this.#reported.add(key);
    return true;
  }

  #current(): Session | undefined {
    return this.#sessions.find((session) => session.state !== 'stopped');
  }

  #endCurrent(trial: number, acked: boolean): void {
    for (const session of this.#sessions) {
      if (session.state === 'stopped') continue;
      session.state = acked ? 'stopped' : 'either';
      session.trial = trial;
    }
  }

  #count(acked: boolean): void {
    if (acked) this.#acknowledged++;
  }

  #trialOf(ids: readonly string[]): number | null {
    for (const id of ids) {
      const known = this.#records.get(id);
      if (known !== undefined) return known.trial;
    }
    return null;
  }
}
