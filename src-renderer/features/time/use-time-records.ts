import { useQueries, useQuery } from '@tanstack/react-query';
import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import type { DayRange } from './time-range.ts';

/** Records per request: small enough to arrive at once, large enough to scroll through quickly. */
export const recordPageSize = 200;

export interface RecordQuery {
  readonly range: DayRange;
  readonly filter: TimeFilter;
}

export function useRecordCount(query: RecordQuery) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['timerecords', 'count', query],
    queryFn: () => bridge.invoke('timerecords:count', query),
    placeholderData: (previous) => previous,
  });
}

/** Count and time of a range (a day's total, the range's total); `enabled` lets rows go first. */
export function useRecordTotal(query: RecordQuery, enabled = true) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['timerecords', 'total', query],
    queryFn: () => bridge.invoke('timerecords:total', query),
    enabled,
  });
}

/**
 * The pages of a range that are on screen (or about to be), fetched as they come into view; pages
 * seen before come from the cache. Answers the record at each index that is known.
 */
export function useRecordPages(query: RecordQuery, pages: readonly number[]) {
  const bridge = useBridge();
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: ['timerecords', 'page', query, page],
      queryFn: () =>
        bridge.invoke('timerecords:list', {
          ...query,
          skip: page * recordPageSize,
          top: recordPageSize,
        }),
      staleTime: 30_000,
    })),
  });
  const byPage = new Map<number, readonly TimeRecordView[]>();
  pages.forEach((page, i) => {
    const data = results[i]?.data;
    if (data !== undefined) byPage.set(page, data);
  });
  const error = results.find((r) => r.error !== null)?.error ?? null;
  return {
    page: (page: number): readonly TimeRecordView[] | undefined => byPage.get(page),
    at: (index: number): TimeRecordView | undefined =>
      byPage.get(Math.floor(index / recordPageSize))?.[index % recordPageSize],
    error,
  };
}

/** The pages that hold rows `first`…`last`, and the row before (to know where a day starts). */
export function pagesFor(first: number, last: number): number[] {
  const from = Math.floor(Math.max(0, first - 1) / recordPageSize);
  const to = Math.floor(Math.max(0, last) / recordPageSize);
  const pages: number[] = [];
  for (let page = from; page <= to; page++) pages.push(page);
  return pages;
}
