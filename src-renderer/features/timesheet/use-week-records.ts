import { useQuery } from '@tanstack/react-query';
import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import type { DayRange } from '../time/time-range.ts';

/** The largest page `timerecords:list` answers. */
const pageSize = 1000;

/**
 * Every record of a week (the grid needs all of them to sum its cells), read in pages of the same
 * channel the Time list reads. The key starts with `timerecords`, so any change of records
 * (here or on another device) reads it again.
 */
export function useWeekRecords(range: DayRange, filter: TimeFilter) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['timerecords', 'week', { range, filter }],
    queryFn: async (): Promise<readonly TimeRecordView[]> => {
      const all: TimeRecordView[] = [];
      for (let skip = 0; ; skip += pageSize) {
        const page = await bridge.invoke('timerecords:list', { range, filter, skip, top: pageSize });
        all.push(...page);
        if (page.length < pageSize) return all;
      }
    },
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
}
