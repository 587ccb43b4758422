import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxStore, outboxSchemaV1, type WriteOwner } from './outbox-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-outbox-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const alice: WriteOwner & { readonly person: string } = {
  connection: 'this-computer:1',
  connectionLabel: 'This computer',
  person: 'u-alice',
  label: 'Alice Andersen',
};

/** An outbox file as the version before owners wrote it, with one waiting write. */
function oldFile(path: string): void {
  const db = new BetterSqlite3(path);
  db.exec(outboxSchemaV1);
  db.pragma('user_version = 1');
  db.prepare(
    `INSERT INTO writes (id, scope, kind, payload, keys, needs, label, target, preview, state, created_at, updated_at)
     VALUES ('w-old', 'this-computer:1|org-1', 'timerecord.delete', '{"id":"r1"}', '["timerecords:r1"]', '[]',
             'Delete a time record', '{"resource":"timerecords","id":"r1","action":"delete"}', NULL, 'pending', 5, 5)`,
  ).run();
  db.close();
}

describe('OutboxStore', () => {
  it('opens a file of the version before owners, keeps its writes, and lets the first person claim them', () => {
    const path = join(dir, 'outbox.sqlite');
    oldFile(path);
    const store = new OutboxStore(path);
    try {
      const old = store.get('w-old');
      expect(old).toMatchObject({
        scope: 'this-computer:1|org-1',
        owner: { connection: 'this-computer:1', person: null },
        entry: { kind: 'timerecord.delete', version: 1, payload: { id: 'r1' } },
        // Its label was stored as an English sentence: it is shown as it was.
        label: { id: 'outbox.label.asIs', values: { text: 'Delete a time record' } },
        state: 'pending',
      });
      // Nobody's yet: whoever is signed in sees it, and it belongs to no held group.
      expect(store.list('this-computer:1|org-1', 'u-bob').map((w) => w.id)).toEqual(['w-old']);
      expect(store.held(null)).toEqual([]);
      // A person on another connection does not claim it.
      expect(store.claimUnowned({ ...alice, connection: 'server:https://x' })).toBe(false);

      expect(store.claimUnowned({ ...alice, person: 'u-alice' })).toBe(true);
      expect(store.get('w-old')?.owner).toEqual(alice);
      expect(store.list('this-computer:1|org-1', 'u-bob')).toEqual([]);
      expect(store.held({ ...alice, person: 'u-bob', label: 'Bob' })).toEqual([
        {
          connection: 'this-computer:1',
          connectionLabel: 'This computer',
          person: 'u-alice',
          ownerLabel: 'Alice Andersen',
          count: 1,
        },
      ]);
    } finally {
      store.close();
    }
    // Migrated once: opening again changes nothing.
    const again = new OutboxStore(path);
    try {
      expect(again.get('w-old')?.owner).toEqual(alice);
    } finally {
      again.close();
    }
  });

  it('stores a label as a message id with values, and its English sentence beside it', () => {
    const path = join(dir, 'outbox.sqlite');
    const store = new OutboxStore(path);
    const label = {
      id: 'outbox.label.deleteProject',
      values: { known: 'yes', name: 'Website relaunch' },
    } as const;
    try {
      store.add({
        id: 'w-new',
        scope: 'this-computer:1|org-1',
        owner: alice,
        kind: 'project.delete',
        payload: { id: 'p1' },
        keys: ['projects:p1'],
        needs: [],
        label,
        target: { resource: 'projects', id: 'p1', action: 'delete' },
        preview: null,
      });
      expect(store.get('w-new')?.label).toEqual(label);
    } finally {
      store.close();
    }
    const db = new BetterSqlite3(path, { readonly: true });
    try {
      expect(db.prepare("SELECT label, label_message FROM writes WHERE id = 'w-new'").get()).toEqual({
        label: 'Delete the project Website relaunch',
        label_message: JSON.stringify(label),
      });
    } finally {
      db.close();
    }
  });

  it('stores a refusal and the last error as message ids, and still reads the English sentences of rows before', () => {
    const path = join(dir, 'outbox.sqlite');
    const store = new OutboxStore(path);
    const write = (id: string) =>
      ({
        id,
        scope: 'this-computer:1|org-1',
        owner: alice,
        kind: 'timerecord.delete',
        payload: { id },
        keys: [`timerecords:${id}`],
        needs: [],
        label: { id: 'outbox.label.deleteRecord' },
        target: { resource: 'timerecords', id, action: 'delete' },
        preview: null,
      }) as const;
    const refusal = {
      code: 'PE01-1008',
      message: { id: 'outbox.refusal.forbidden', values: { detail: ' Read-only access.' } },
      conflict: null,
    } as const;
    try {
      store.add(write('w-new'));
      store.add(write('w-old'));
      store.add(write('w-waiting'));
      store.markRefused('w-new', 1, refusal);
      store.markFailedAttempt('w-waiting', 1, 99, { id: 'outbox.error.serviceAway' });
    } finally {
      store.close();
    }
    const db = new BetterSqlite3(path);
    try {
      expect(db.prepare("SELECT last_error FROM writes WHERE id = 'w-new'").get()).toEqual({
        last_error:
          'The service did not allow this change: your access to this organization does not permit it. Read-only access.',
      });
      // As the build before message ids left a refused and a waiting write.
      db.prepare(
        `UPDATE writes SET state = 'refused', refusal = ?, last_error = ?, last_error_message = NULL WHERE id = 'w-old'`,
      ).run(
        JSON.stringify({ code: 'PE01-1101', message: 'It no longer exists on the service.', conflict: null }),
        'It no longer exists on the service.',
      );
      db.prepare(
        "UPDATE writes SET last_error = 'The service does not answer.', last_error_message = NULL WHERE id = 'w-waiting'",
      ).run();
    } finally {
      db.close();
    }
    const again = new OutboxStore(path);
    try {
      expect(again.get('w-new')?.refusal).toEqual(refusal);
      expect(again.get('w-new')?.lastError).toEqual(refusal.message);
      expect(again.get('w-old')?.refusal).toEqual({
        code: 'PE01-1101',
        message: { id: 'outbox.label.asIs', values: { text: 'It no longer exists on the service.' } },
        conflict: null,
      });
      expect(again.get('w-old')?.lastError).toEqual({
        id: 'outbox.label.asIs',
        values: { text: 'It no longer exists on the service.' },
      });
      expect(again.get('w-waiting')?.lastError).toEqual({
        id: 'outbox.label.asIs',
        values: { text: 'The service does not answer.' },
      });
    } finally {
      again.close();
    }
  });
});
