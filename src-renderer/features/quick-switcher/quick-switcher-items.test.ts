import { describe, expect, it } from 'vitest';
import { signedIn, sessionState, acme, globex } from '../../../src-shared/testing/session-state.ts';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { filterQuickItems, quickItems } from './quick-switcher-items.ts';

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

  it('offers the favorites still there first, only to someone who may track time', () => {
    const favorites: Favorite[] = [
      {
        id: 'f1',
        project: { id: 'p1', name: 'Website', code: null },
        task: { id: 't1', name: 'Design' },
        description: 'Hero',
        gone: false,
      },
      { id: 'f2', project: { id: 'p2', name: 'Old', code: null }, task: null, description: '', gone: true },
    ];
    const items = quickItems(signedIn(), favorites);
    expect(items[0]).toMatchObject({ kind: 'favorite', label: 'Start Website · Design · Hero' });
    expect(items.filter((i) => i.kind === 'favorite')).toHaveLength(1);
    expect(quickItems(signedIn({ access: 'READ' }), favorites).some((i) => i.kind === 'favorite')).toBe(
      false,
    );
  });

  it('offers only the sections when signed out', () => {
    expect(quickItems(sessionState()).every((i) => i.kind === 'section')).toBe(true);
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
