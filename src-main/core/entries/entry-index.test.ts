import { describe, expect, it } from 'vitest';
import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import type { ProjectRef } from '../../../src-shared/domain/stopwatch.ts';
import { EntryIndex, suggestionHalfLifeMs } from './entry-index.ts';

const day = 24 * 3_600_000;
const origin = Date.UTC(2026, 10, 25);
const website = { id: 'p-web', name: 'Website', code: 'WEB' };
const mobile = { id: 'p-mob', name: 'Mobile app', code: null };
const design = { id: 't-design', name: 'Design' };

const template = (
  description: string,
  project: ProjectRef = website,
  task: EntryTemplate['task'] = null,
): EntryTemplate => ({
  project,
  task,
  workType: null,
  description,
  billable: true,
});

const descriptions = (entries: readonly EntryTemplate[]): string[] => entries.map((e) => e.description);

describe('the entry index', () => {
  it('ranks the most frequent and most recent entries first', () => {
    const index = new EntryIndex(origin);
    // Three uses a little more than a week ago beat a single use today; a single use today beats
    // a single use yesterday.
    for (const n of [1, 2, 3]) {
      index.upsert({
        id: `old-${n}`,
        start: origin - 8 * day - n * 3_600_000,
        template: template('Fix login'),
      });
    }
    index.upsert({ id: 'today', start: origin, template: template('Fix layout') });
    index.upsert({ id: 'yesterday', start: origin - day, template: template('Fix links') });
    expect(descriptions(index.suggest('fix'))).toEqual(['Fix login', 'Fix layout', 'Fix links']);
    expect(descriptions(index.recent())).toEqual(['Fix layout', 'Fix links', 'Fix login']);
    expect(suggestionHalfLifeMs).toBe(7 * day);
  });

  it('keeps description, project and task apart and merges the same entry', () => {
    const index = new EntryIndex(origin);
    index.upsert({ id: 'a', start: origin - 2 * day, template: template('Review') });
    index.upsert({ id: 'b', start: origin - day, template: template('review ') });
    index.upsert({ id: 'c', start: origin, template: template('Review', website, design) });
    index.upsert({ id: 'd', start: origin, template: template('Review', mobile) });
    expect(index.size).toBe(3);
    const merged = index.suggest('rev').find((e) => e.project.id === website.id && e.task === null);
    // The newest record's spelling wins.
    expect(merged?.description).toBe('review ');
  });

  it('matches the description first, then any word of description, project, code or task', () => {
    const index = new EntryIndex(origin);
    index.upsert({ id: 'a', start: origin, template: template('Weekly call', mobile) });
    index.upsert({ id: 'b', start: origin - day, template: template('Call with the web team', mobile) });
    index.upsert({ id: 'c', start: origin - 2 * day, template: template('Sketches', mobile, design) });
    index.upsert({ id: 'd', start: origin - 3 * day, template: template('Copy', website) });
    expect(descriptions(index.suggest('call'))).toEqual(['Call with the web team', 'Weekly call']);
    expect(descriptions(index.suggest('des'))).toEqual(['Sketches']);
    expect(descriptions(index.suggest('web'))).toEqual(['Call with the web team', 'Copy']);
    expect(descriptions(index.suggest('zzz'))).toEqual([]);
    expect(index.suggest('', 2)).toHaveLength(2);
  });

  it('follows edits and deletes of records', () => {
    const index = new EntryIndex(origin);
    index.upsert({ id: 'a', start: origin, template: template('Draft') });
    index.upsert({ id: 'b', start: origin - day, template: template('Draft') });
    index.upsert({ id: 'c', start: origin - 2 * day, template: template('Plan') });
    expect(descriptions(index.recent())).toEqual(['Draft', 'Plan']);
    // The newest Draft becomes a Plan: Plan is now the most recent, Draft keeps its older use.
    index.upsert({ id: 'a', start: origin, template: template('Plan') });
    expect(descriptions(index.recent())).toEqual(['Plan', 'Draft']);
    index.remove('b');
    expect(descriptions(index.recent())).toEqual(['Plan']);
    expect(index.size).toBe(1);
    index.remove('a');
    index.remove('c');
    expect(index.suggest('')).toEqual([]);
    expect(index.recordCount).toBe(0);
  });

  it('keeps the same order record by record as an index built at once', () => {
    // A small deterministic sequence of adds, edits and deletes after the index was first asked.
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % n;
    };
    const words = ['alpha', 'beta', 'gamma', 'delta'];
    const live = new Map<string, { id: string; start: number; template: EntryTemplate }>();
    const incremental = new EntryIndex(origin);
    for (let n = 0; n < 40; n += 1) {
      const record = {
        id: `r${n}`,
        start: origin - random(30) * day,
        template: template(`${words[random(4)]} ${random(5)}`),
      };
      live.set(record.id, record);
      incremental.upsert(record);
    }
    incremental.suggest('');
    for (let step = 0; step < 200; step += 1) {
      const id = `r${random(60)}`;
      if (random(4) === 0) {
        live.delete(id);
        incremental.remove(id);
      } else {
        const record = {
          id,
          start: origin - random(30) * day,
          template: template(`${words[random(4)]} ${random(5)}`),
        };
        live.set(id, record);
        incremental.upsert(record);
      }
      const fresh = new EntryIndex(origin);
      for (const record of live.values()) fresh.upsert(record);
      for (const text of ['', 'a', 'al', 'beta', 'gamma 3', 'web']) {
        expect(descriptions(incremental.suggest(text, 50))).toEqual(descriptions(fresh.suggest(text, 50)));
      }
    }
  });

  it('limits the answer', () => {
    const index = new EntryIndex(origin);
    for (let n = 0; n < 30; n += 1) {
      index.upsert({ id: `r${n}`, start: origin - n * 3_600_000, template: template(`Task ${n}`) });
    }
    expect(index.suggest('task')).toHaveLength(8);
    expect(index.suggest('task', 3)).toHaveLength(3);
    expect(descriptions(index.recent(2))).toEqual(['Task 0', 'Task 1']);
  });
});
