import BetterSqlite3 from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayOutboxFixture, type OutboxReplay } from '../testing/outbox-replay.ts';
import { fixtureIds, fixtureOwner, fixtureScope } from './fixtures/outbox-fixture-ids.ts';
import { outboxVersions } from './outbox-entry.ts';
import { OutboxStore } from './outbox-store.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { labelText } from './outbox-label.ts';

// An outbox file written by the code before entries had versions (fixtures/README.md), and the
// requests that code sent for it. Writes waiting on a person's computer across an update must
// still go out exactly as they would have.

const fixture = fileURLToPath(new URL('./fixtures/outbox-unversioned.sqlite', import.meta.url));
const labelled = fileURLToPath(new URL('./fixtures/outbox-labelled.sqlite', import.meta.url));
const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/outbox-unversioned.requests.json', import.meta.url), 'utf8'),
) as OutboxReplay;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-outbox-fixture-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function rowsOf(path: string): { kind: string; payload_version: number; payload: string }[] {
  const db = new BetterSqlite3(path, { readonly: true });
  try {
    return db.prepare('SELECT kind, payload_version, payload FROM writes ORDER BY seq').all() as {
      kind: string;
      payload_version: number;
      payload: string;
    }[];
  } finally {
    db.close();
  }
}

describe('an outbox file written before entries had versions', () => {
  it('opens with every write readable, brought up to the current version of its kind on disk', () => {
    const path = join(dir, 'outbox.sqlite');
    copyFileSync(fixture, path);
    const store = new OutboxStore(path);
    let writes;
    try {
      writes = store.list(fixtureScope, fixtureOwner.person);
    } finally {
      store.close();
    }
    expect(writes).toHaveLength(20);
    expect(writes.filter((write) => write.state !== 'pending')).toEqual([]);
    expect(new Set(writes.map((write) => write.kind))).toEqual(new Set(Object.keys(outboxVersions)));
    for (const write of writes) {
      expect(write.entry, labelText(write.label)).toMatchObject({
        kind: write.kind,
        version: outboxVersions[write.entry!.kind],
      });
    }
    // Their labels were English sentences: each is shown as it was stored.
    for (const write of writes) {
      expect(write.label).toEqual({ id: 'outbox.label.asIs', values: { text: expect.any(String) } });
      expect(labelText(write.label)).not.toBe('');
    }
    expect(writes.map((write) => labelText(write.label))).toContain('Delete a time record');
    const starts = writes.flatMap((write) =>
      write.entry?.kind === 'impulse.start' ? [write.entry.payload] : [],
    );
    // The start from before work types: none, and no project name (the stopwatch then names it).
    expect(starts[0]).toMatchObject({ id: fixtureIds.watch1, projectName: null, workTypeId: null });
    expect(starts[1]).toMatchObject({
      id: fixtureIds.watch2,
      projectName: 'Fixture project',
      workTypeId: null,
    });

    const rows = rowsOf(path);
    expect(rows.map((row) => row.payload_version)).toEqual(
      rows.map((row) => outboxVersions[row.kind as keyof typeof outboxVersions]),
    );
    expect(JSON.parse(rows.find((row) => row.kind === 'impulse.start')?.payload ?? '')).toMatchObject({
      workTypeId: null,
    });
    // Opening again finds nothing left to do.
    new OutboxStore(path).close();
    expect(rowsOf(path)).toEqual(rows);
  });

  it('replays to the same requests it sent before', async () => {
    const replay = await replayOutboxFixture(fixture);
    expect(replay.refused).toEqual([]);
    expect(replay.requests).toEqual(recorded.requests);
  }, 30_000);
});

describe('an outbox file whose labels are message ids', () => {
  it('reads each label as its id and values, said in the language shown', () => {
    const path = join(dir, 'outbox.sqlite');
    copyFileSync(labelled, path);
    const store = new OutboxStore(path);
    let writes;
    try {
      writes = store.list(fixtureScope, fixtureOwner.person);
    } finally {
      store.close();
    }
    expect(writes.map((write) => write.label)).toEqual([
      { id: 'outbox.label.stopStopwatch', values: { onProject: 'yes', project: 'Fixture project' } },
      {
        id: 'outbox.label.addRecord',
        values: { described: 'yes', description: 'Review', onProject: 'yes', project: 'Fixture project' },
      },
      { id: 'outbox.label.deleteTask', values: { known: 'no', name: '' } },
    ]);
    expect(writes.map((write) => renderMessage(mainTranslator('de'), write.label))).toEqual([
      'Die Stoppuhr für Fixture project stoppen',
      '„Review“ für Fixture project erfassen',
      'Eine Aufgabe löschen',
    ]);
  });
});
