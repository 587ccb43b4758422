import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import { pickerGroups } from './picker-groups.ts';

const project = (id: string): ProjectListItem => ({
  id,
  title: id,
  code: null,
  active: true,
  billable: true,
});
const ids = (groups: ReturnType<typeof pickerGroups>) =>
  groups.map((g) => [g.label, g.projects.map((p) => p.id)]);

describe('pickerGroups', () => {
  it('puts favorites first, then recent projects, then the rest, keeping the search order', () => {
    const matches = ['a', 'b', 'c', 'd', 'e'].map(project);
    expect(ids(pickerGroups(matches, new Set(['d', 'b']), ['e', 'b'], 50))).toEqual([
      ['Favorites', ['b', 'd']],
      ['Recent', ['e']],
      ['Other projects', ['a', 'c']],
    ]);
  });

  it('leaves empty groups out and shows at most the limit', () => {
    const matches = ['a', 'b', 'c'].map(project);
    expect(ids(pickerGroups(matches, new Set(), [], 2))).toEqual([['Projects', ['a', 'b']]]);
    expect(ids(pickerGroups(matches, new Set(['c']), [], 1))).toEqual([['Favorites', ['c']]]);
  });
});
