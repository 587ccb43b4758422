import { describe, expect, it } from 'vitest';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { labelText, readStoredLabel, storedLabel, type OutboxLabel } from './outbox-label.ts';

const stop: OutboxLabel = {
  id: 'outbox.label.stopStopwatch',
  values: { onProject: 'yes', project: 'Northwind Website Relaunch' },
};

describe('outbox labels', () => {
  it('read back as stored and speak the language they are shown in', () => {
    const read = readStoredLabel(storedLabel(stop), labelText(stop));
    expect(read).toEqual(stop);
    expect(labelText(read)).toBe('Stop the stopwatch on Northwind Website Relaunch');
    expect(renderMessage(mainTranslator('de'), read)).toBe(
      'Die Stoppuhr für Northwind Website Relaunch stoppen',
    );
  });

  it('show the English sentence of a write stored before labels had ids', () => {
    const read = readStoredLabel(null, 'Delete a time record');
    expect(read).toEqual({ id: 'outbox.label.asIs', values: { text: 'Delete a time record' } });
    expect(renderMessage(mainTranslator('de'), read)).toBe('Delete a time record');
  });

  it.each([
    ['an id this build does not know', '{"id":"outbox.label.fromTheFuture","values":{"x":"y"}}'],
    ['a nested value', '{"id":"outbox.label.addTask","values":{"name":{"id":"outbox.label.asIs"}}}'],
    ['damaged JSON', '{"id":'],
  ])('fall back to the stored sentence for %s', (_what, json) => {
    expect(readStoredLabel(json, 'Add the task Review')).toEqual({
      id: 'outbox.label.asIs',
      values: { text: 'Add the task Review' },
    });
  });
});
