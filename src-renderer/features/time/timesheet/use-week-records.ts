import { useQuery } from '@tanstack/react-query';
import type { TimeFilter } from '../../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import type { StintBridge } from '../../../../src-shared/ipc/bridge.ts';
import { useBridge } from '../../../platform/bridge-context.tsx';
import type { DayRange } from '../time-range.ts';

/** The largest page `timerecords:list` answers. */
export const weekPageSize = 1000;

/**
 * Every record of the week in pages of `timerecords:list`, read side by side: the count is asked
 * with the first page, so a full first page does not wait for another round trip to learn
 * whether more follow. A record added meanwhile changes the records, which reads the week again.
 */
export async function readWeekRecords(
  bridge: Pick<StintBridge, 'invoke'>,
  range: DayRange,
  filter: TimeFilter,
): Promise<TimeRecordView[]> {
  const page = (skip: number) =>
    bridge.invoke('timerecords:list', { range, filter, skip, top: weekPageSize });
  const [first, count] = await Promise.all([page(0), bridge.invoke('timerecords:count', { range, filter })]);
  if (first.length < weekPageSize) return [...first];
  const skips: number[] = [];
  for (let skip = weekPageSize; skip < count; skip += weekPageSize) skips.push(skip);
  const rest = await Promise.all(skips.map(page));
  return [first, ...rest].flat();
}

/**
 * Every record of a week (the grid needs all of them to sum its cells), read through the same
 * channel the Time list reads. The key starts with `timerecords`, so any change of records
 * (here or on another device) reads it again.
 */
export function useWeekRecords(range: DayRange, filter: TimeFilter) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['timerecords', 'week', { range, filter }],
    queryFn: (): Promise<readonly TimeRecordView[]> => readWeekRecords(bridge, range, filter),
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
}
