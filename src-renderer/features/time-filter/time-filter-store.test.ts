import { beforeEach, describe, expect, it } from 'vitest';
import { emptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useTimeViewStore } from '../time/time-view-store.ts';
import { useTimeFilterStore } from './time-filter-store.ts';

const client = '33333333-3333-4333-8333-333333333333';

beforeEach(() => useTimeFilterStore.getState().reset());

describe('the time filter store', () => {
  it('starts with nothing narrowed and only the person’s own records', () => {
    expect(useTimeFilterStore.getState().filter).toEqual(emptyTimeFilter);
    expect(useTimeFilterStore.getState().filter.people).toBe('me');
  });

  it('is the only place the filter lives: the time records screen keeps just its days and view', () => {
    expect(Object.keys(useTimeViewStore.getState()).sort()).toEqual(['range', 'setRange', 'setView', 'view']);
  });

  it('clears what narrows but keeps "everyone" as the person chose', () => {
    const store = useTimeFilterStore.getState();
    store.setFilter({ ...emptyTimeFilter, clientIds: [client], billable: 'billable', people: 'everyone' });
    useTimeFilterStore.getState().clear();
    expect(useTimeFilterStore.getState().filter).toEqual({ ...emptyTimeFilter, people: 'everyone' });
    useTimeFilterStore.getState().reset();
    expect(useTimeFilterStore.getState().filter).toEqual(emptyTimeFilter);
  });
});
