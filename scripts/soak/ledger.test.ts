import { describe, expect, it } from 'vitest';
import { Ledger, type ServiceRecord, type Snapshot } from './ledger.ts';

const record = (id: string, description: string, version = 1): ServiceRecord => ({
  id,
  description,
  version,
});
const snapshot = (records: ServiceRecord[], impulses: Snapshot['impulses'] = []): Snapshot => ({
  records,
  impulses,
});
const kinds = (ledger: Ledger, s: Snapshot) => ledger.check(s, 9).map((f) => `${f.kind}@${f.trial}`);

describe('the soak ledger', () => {
  it('passes what the service shows for every acknowledged operation', () => {
    const ledger = new Ledger();
    ledger.createRecord(1, 'soak-a', true);
    ledger.startStopwatch(2, 'soak-b', true);
    expect(
      ledger.check(snapshot([record('r1', 'soak-a')], [{ id: 'i1', description: 'soak-b' }]), 9),
    ).toEqual([]);
    ledger.editRecord(3, 'r1', 'soak-c', true);
    ledger.stopStopwatch(4, true);
    expect(ledger.check(snapshot([record('r1', 'soak-c', 2), record('r2', 'soak-b')]), 9)).toEqual([]);
    ledger.deleteRecord(5, 'r1', true);
    expect(ledger.check(snapshot([record('r2', 'soak-b')]), 9)).toEqual([]);
    expect(ledger.acknowledged).toBe(5);
  });

  it('finds a planted loss: an acknowledged create that is not on the service', () => {
    const ledger = new Ledger();
    ledger.createRecord(7, 'soak-a', true);
    expect(kinds(ledger, snapshot([]))).toEqual(['lost@7']);
  });

  it('finds a planted duplicate: one create applied twice', () => {
    const ledger = new Ledger();
    ledger.createRecord(3, 'soak-a', false);
    expect(kinds(ledger, snapshot([record('r1', 'soak-a'), record('r2', 'soak-a')]))).toContain(
      'duplicated@3',
    );
  });

  it('finds a stop that made two records, and two stopwatches running at once', () => {
    const ledger = new Ledger();
    ledger.startStopwatch(1, 'soak-a', true);
    ledger.stopStopwatch(2, true);
    expect(kinds(ledger, snapshot([record('r1', 'soak-a'), record('r2', 'soak-a')]))).toContain(
      'duplicated@2',
    );
    const two = new Ledger();
    two.startStopwatch(1, 'soak-b', true);
    two.startStopwatch(2, 'soak-c', false);
    const found = two.check(
      snapshot(
        [],
        [
          { id: 'i1', description: 'soak-b' },
          { id: 'i2', description: 'soak-c' },
        ],
      ),
      2,
    );
    expect(found.some((f) => f.kind === 'duplicated' && f.detail.includes('2 stopwatches'))).toBe(true);
  });

  it('finds a lost edit, a lost delete and a lost stop', () => {
    const ledger = new Ledger();
    ledger.createRecord(1, 'soak-a', true);
    ledger.startStopwatch(1, 'soak-s', true);
    ledger.check(snapshot([record('r1', 'soak-a')], [{ id: 'i1', description: 'soak-s' }]), 9);
    ledger.editRecord(2, 'r1', 'soak-b', true);
    ledger.stopStopwatch(3, true);
    expect(kinds(ledger, snapshot([record('r1', 'soak-a')], [{ id: 'i1', description: 'soak-s' }]))).toEqual([
      'lost@2',
      'lost@3',
    ]);
    ledger.deleteRecord(4, 'r1', true);
    expect(kinds(ledger, snapshot([record('r1', 'soak-a')], [{ id: 'i1', description: 'soak-s' }]))).toEqual([
      'lost@4',
    ]);
  });

  it('allows either outcome of an operation whose answer never came, and settles it', () => {
    const ledger = new Ledger();
    ledger.createRecord(1, 'soak-a', false);
    ledger.createRecord(1, 'soak-b', false);
    expect(ledger.check(snapshot([record('r1', 'soak-a')]), 9)).toEqual([]);
    expect(ledger.liveRecords()).toEqual([{ id: 'r1', version: 1 }]);
    ledger.editRecord(2, 'r1', 'soak-c', false);
    ledger.deleteRecord(2, 'r1', false);
    expect(ledger.check(snapshot([record('r1', 'soak-a')]), 9)).toEqual([]);
    // Settled as live with "soak-a": from now on "gone" would be a loss.
    expect(kinds(ledger, snapshot([]))).toEqual(['lost@2']);
  });

  it('reports a stray stopwatch and a doubled record once, not again in every later trial', () => {
    const ledger = new Ledger();
    ledger.createRecord(1, 'soak-a', true);
    const stray = snapshot(
      [record('r1', 'soak-a'), record('r2', 'soak-a')],
      [{ id: 'i9', description: 'soak-x' }],
    );
    expect(ledger.check(stray, 1).map((f) => f.kind)).toEqual(['duplicated', 'duplicated']);
    expect(ledger.check(stray, 2)).toEqual([]);
  });
});
