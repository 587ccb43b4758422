import { describe, expect, it } from 'vitest';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import { deletedWhen, itemFacts, itemLabel, itemPhrase } from './trash-item.ts';

const record: TrashGroup = {
  groupId: 'g',
  rootItemId: 'g',
  objectClass: 'TimeRecord',
  displayName: 'Documentation',
  deletedAt: Date.UTC(2025, 10, 5, 13, 30),
  deletedBy: null,
  contents: [{ objectClass: 'TimeRecord', count: 1 }],
  detail: { project: 'Website Relaunch', start: Date.UTC(2025, 10, 3, 8), durationMs: 5_400_000 },
};

describe('trash item words', () => {
  it('names a record by day, length and project, in the organization’s time zone', () => {
    expect(itemFacts(record, 'Europe/Vienna', 'en-GB')).toBe(
      'Mon, 3 Nov 2025 · 1 h 30 min · Website Relaunch',
    );
    expect(itemLabel(record, 'Europe/Vienna', 'en-GB')).toBe(
      'Documentation, Mon, 3 Nov 2025 · 1 h 30 min · Website Relaunch',
    );
    expect(itemPhrase(record, 'Europe/Vienna', 'en-GB')).toBe(
      'the time record “Documentation” of Mon, 3 Nov 2025, 1 h 30 min on Website Relaunch',
    );
    // 01:00 UTC on the 4th is still the 3rd in New York.
    const late = { ...record, detail: { ...record.detail!, start: Date.UTC(2025, 10, 4, 1) } };
    expect(itemFacts(late, 'America/New_York', 'en-GB')).toContain('Mon, 3 Nov 2025');
  });

  it('names a task by its project, and other objects by their name alone', () => {
    const task = {
      ...record,
      objectClass: 'Task',
      displayName: 'Research',
      detail: { project: 'Pitch', start: null, durationMs: null },
    };
    expect(itemPhrase(task, 'UTC')).toBe('the task “Research” of Pitch');
    const { detail: _, ...project } = { ...record, objectClass: 'Project', displayName: 'Old Pitch Deck' };
    expect(itemPhrase(project, 'UTC')).toBe('the project “Old Pitch Deck”');
    expect(itemLabel(project, 'UTC')).toBe('Old Pitch Deck');
  });

  it('gives the time of deletion the zone’s name only when the computer keeps another zone', () => {
    expect(deletedWhen(record, 'Europe/Vienna', 'Europe/Vienna', 'en-GB')).toBe('Wed, 5 Nov 2025, 14:30');
    expect(deletedWhen(record, 'Europe/Vienna', 'America/New_York', 'en-GB')).toBe(
      'Wed, 5 Nov 2025, 14:30 CET',
    );
  });
});
