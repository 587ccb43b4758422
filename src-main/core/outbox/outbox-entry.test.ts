import { describe, expect, it } from 'vitest';
import {
  currentEntry,
  outboxVersions,
  readStoredEntry,
  startV1ToV2,
  upgradeSteps,
  type StartImpulsePayloadV1,
} from './outbox-entry.ts';

const legacyStart: StartImpulsePayloadV1 = {
  id: 's1',
  projectId: 'p1',
  taskId: null,
  description: 'Offline',
  billable: true,
  startAt: 1_000,
  watchTimeout: 600_000,
};

describe('startV1ToV2', () => {
  it('gives a start without work type and project name both as none', () => {
    expect(startV1ToV2(legacyStart)).toEqual({ ...legacyStart, projectName: null, workTypeId: null });
  });

  it('keeps the work type and project name a start already had', () => {
    const start = { ...legacyStart, projectName: 'Website', workTypeId: 'w1' };
    expect(startV1ToV2(start)).toEqual(start);
  });
});

describe('upgradeSteps', () => {
  it('has one step per version below the current one of every kind', () => {
    for (const [kind, version] of Object.entries(outboxVersions)) {
      expect(upgradeSteps[kind as keyof typeof outboxVersions], kind).toHaveLength(version - 1);
    }
  });
});

describe('readStoredEntry', () => {
  it('reads an entry of the current version as it is', () => {
    const payload = { id: 'r1', version: 4, changes: { description: 'x' } };
    expect(readStoredEntry('timerecord.update', 1, JSON.stringify(payload))).toEqual({
      ok: true,
      entry: { kind: 'timerecord.update', version: 1, payload },
      upgraded: false,
    });
  });

  it('brings a start of version 1 up to version 2', () => {
    expect(readStoredEntry('impulse.start', 1, JSON.stringify(legacyStart))).toEqual({
      ok: true,
      entry: {
        kind: 'impulse.start',
        version: 2,
        payload: { ...legacyStart, projectName: null, workTypeId: null },
      },
      upgraded: true,
    });
  });

  it('does not read a start of version 2 that lacks its work type', () => {
    const reading = readStoredEntry('impulse.start', 2, JSON.stringify(legacyStart));
    expect(reading).toMatchObject({ ok: false });
    expect(!reading.ok && reading.reason).toContain('payload.');
  });

  it.each([
    [
      'an unknown kind',
      'impulse.rewind',
      1,
      '{"id":"s1"}',
      'does not know changes of the kind "impulse.rewind"',
    ],
    ['a kind named like an object key', 'constructor', 1, '{}', 'does not know changes of the kind'],
    ['a newer version', 'impulse.stop', 2, '{}', 'A newer version of Stint stored this change (version 2)'],
    ['version 0', 'timerecord.delete', 0, '{"id":"r1"}', 'invalid version (0)'],
    ['damaged JSON', 'timerecord.delete', 1, '{"id":', 'its data is damaged'],
    [
      'a payload of the wrong form',
      'timerecord.delete',
      1,
      '{"id":7}',
      'does not have the expected form: payload.id',
    ],
    [
      'an unexpected field',
      'impulse.pause',
      1,
      '{"id":"s","at":1,"elapsedMs":2,"startedAt":0,"x":1}',
      'expected form',
    ],
    ['a start that cannot be upgraded', 'impulse.start', 1, '{"id":"s1"}', 'could not be brought up to date'],
  ])('says why it cannot read %s', (_, kind, version, payload, reason) => {
    const reading = readStoredEntry(kind, version, payload);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toContain(reason);
  });
});

describe('currentEntry', () => {
  it('stamps the current version of the kind', () => {
    expect(
      currentEntry({
        kind: 'impulse.start',
        payload: { ...legacyStart, projectName: null, workTypeId: null },
      }),
    ).toMatchObject({ kind: 'impulse.start', version: 2 });
  });

  it('refuses to store a payload the outbox could not read back', () => {
    expect(() => currentEntry({ kind: 'timerecord.delete', payload: { id: '' } })).toThrow();
  });
});
