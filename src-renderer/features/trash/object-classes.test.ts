import { describe, expect, it } from 'vitest';
import { classTitle, companions, describeCounts } from './object-classes.ts';
import { de } from '../../../src-shared/i18n/messages-de.ts';
import { createTranslator } from '../../../src-shared/i18n/translator.ts';

describe('object classes', () => {
  it('describes what came along with a deleted object', () => {
    const contents = [
      { objectClass: 'Project', count: 1 },
      { objectClass: 'Task', count: 3 },
      { objectClass: 'TimeRecord', count: 1 },
      { objectClass: 'ProjectMember', count: 2 },
    ];
    expect(describeCounts(companions('Project', contents))).toBe(
      '3 tasks, 1 time record and 2 project members',
    );
    expect(describeCounts(companions('TimeRecord', [{ objectClass: 'TimeRecord', count: 1 }]))).toBe('');
    expect(describeCounts([{ objectClass: 'SpendingTimeUnit', count: 2 }])).toBe('2 spending time units');
    expect(classTitle('TimeRecord')).toBe('Time record');
  });
});

describe('object classes in German', () => {
  it('names classes with German plurals and joins the last with “und”', () => {
    const { t } = createTranslator('de', de);
    const contents = [
      { objectClass: 'Task', count: 1 },
      { objectClass: 'TimeRecord', count: 3 },
      { objectClass: 'SpendingTimeUnit', count: 2 },
    ];
    expect(describeCounts(contents, t)).toBe(
      '1 Aufgabe, 3 Zeiteinträge und 2 Objekte vom Typ „spending time unit“',
    );
    expect(classTitle('Client', t)).toBe('Kunde');
  });
});
