import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { emptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { useBridge } from '../../platform/bridge-context.tsx';

const dayMs = 24 * 3_600_000;

/**
 * The person's most recent time record of the last year (what "continue" starts again), or null.
 * Its key starts with `timerecords`, so a record saved anywhere refreshes it.
 */
export function useLastRecord(): UseQueryResult<TimeRecordView | null> {
  const bridge = useBridge();
  // One range for the life of the view; a day ahead so a record started just now is inside it.
  const [range] = useState(() => {
    const now = Date.now();
    return { from: now - 365 * dayMs, to: now + dayMs };
  });
  return useQuery({
    queryKey: ['timerecords', 'last', range],
    queryFn: async () => {
      const page = await bridge.invoke('timerecords:list', {
        range,
        filter: { ...emptyTimeFilter, people: 'me' },
        skip: 0,
        top: 1,
      });
      return page[0] ?? null;
    },
  });
}
