import { describe, expect, it } from 'vitest';
import type { OutboxEntryView, OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { UserNotification } from '../platform/platform-services.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { notifyRefusedWrites } from './refusal-notifier.ts';

function entry(id: string, state: OutboxEntryView['state']): OutboxEntryView {
  return {
    id,
    label: { id: 'outbox.label.asIs', values: { text: `Create a time record ${id}` } },
    target: { resource: 'timerecords', id, action: 'create' },
    preview: null,
    state,
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    refusal:
      state === 'refused'
        ? {
            code: 'PE01-1008',
            message: {
              id: 'outbox.label.asIs',
              values: { text: 'Read-only access cannot change time records.' },
            },
            conflict: null,
          }
        : null,
    createdAt: 0,
  };
}

function status(entries: OutboxEntryView[]): OutboxStatus {
  return {
    online: true,
    pending: entries.filter((e) => e.state === 'pending').length,
    refused: entries.filter((e) => e.state === 'refused').length,
    elsewhere: 0,
    entries,
  };
}

describe('notifyRefusedWrites', () => {
  it('announces each newly refused write once, with its reason', () => {
    let listener: ((s: OutboxStatus) => void) | null = null;
    const shown: UserNotification[] = [];
    const stop = notifyRefusedWrites(
      (l) => {
        listener = l;
        return () => (listener = null);
      },
      () => status([entry('old', 'refused')]),
      (n) => shown.push(n),
    );
    listener!(status([entry('old', 'refused'), entry('a', 'pending')]));
    listener!(status([entry('old', 'refused'), entry('a', 'refused')]));
    listener!(status([entry('old', 'refused'), entry('a', 'refused')]));
    expect(shown).toEqual([
      {
        title: 'A change was not saved',
        body: 'Create a time record a: Read-only access cannot change time records. Open Stint to fix or drop it.',
      },
    ]);
    stop();
    expect(listener).toBeNull();
  });

  it('speaks the language of the moment, the write’s label included', () => {
    let listener: ((s: OutboxStatus) => void) | null = null;
    const shown: UserNotification[] = [];
    notifyRefusedWrites(
      (l) => {
        listener = l;
        return () => (listener = null);
      },
      () => status([]),
      (n) => shown.push(n),
      () => mainTranslator('de'),
    );
    listener!(
      status([{ ...entry('a', 'refused'), label: { id: 'outbox.label.deleteRecord' }, refusal: null }]),
    );
    expect(shown).toEqual([
      {
        title: 'Eine Änderung wurde nicht gespeichert',
        body: 'Einen Zeiteintrag löschen: Der Dienst hat sie abgelehnt. Öffnen Sie Stint, um sie zu korrigieren oder zu verwerfen.',
      },
    ]);
  });
});
