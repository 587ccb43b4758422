import { describe, expect, it } from 'vitest';
import { signedIn, sessionState, acme, globex } from '../../../src-shared/testing/session-state.ts';
import { filterQuickItems, quickItems } from './quick-switcher-items.ts';

const website = { id: 'p1', name: 'Website', code: null };
const recent = [
  { project: website, task: null, description: 'Homepage review', billable: true },
  // No description: the project names it.
  { project: website, task: { id: 't1', name: 'Design' }, description: '', billable: true },
];

describe('quickItems', () => {
  it('offers organizations (current marked) before the sections', () => {
    const items = quickItems(signedIn());
    expect(items.slice(0, 2)).toEqual([
      {
        kind: 'organization',
        id: `org:${acme.id}`,
        label: 'Switch to Acme Studio',
        organizationId: acme.id,
        current: true,
      },
      {
        kind: 'organization',
        id: `org:${globex.id}`,
        label: 'Switch to Globex Labs',
        organizationId: globex.id,
        current: false,
      },
    ]);
    expect(items.map((i) => i.label)).toContain('Go to Reports');
  });

  it('offers only the sections when signed out', () => {
    expect(quickItems(sessionState(), recent).every((i) => i.kind === 'section')).toBe(true);
  });

  it('offers the recent entries to continue after the organizations, named shortly', () => {
    const items = quickItems(signedIn(), recent);
    expect(items.slice(2, 4).map((i) => [i.kind, i.label])).toEqual([
      ['continue', 'Continue Homepage review'],
      ['continue', 'Continue Website'],
    ]);
    expect(items[2]).toMatchObject({ kind: 'continue', entry: recent[0] });
    expect(filterQuickItems(items, 'continue home').map((i) => i.label)).toEqual([
      'Continue Homepage review',
    ]);
  });
});

describe('filterQuickItems', () => {
  it('keeps items containing every word, in any order', () => {
    const items = quickItems(signedIn());
    expect(filterQuickItems(items, 'glob').map((i) => i.label)).toEqual(['Switch to Globex Labs']);
    expect(filterQuickItems(items, 'labs switch').map((i) => i.label)).toEqual(['Switch to Globex Labs']);
    expect(filterQuickItems(items, 'nothing here')).toEqual([]);
    expect(filterQuickItems(items, '  ')).toHaveLength(items.length);
  });
});
