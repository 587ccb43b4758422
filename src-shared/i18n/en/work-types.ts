/** Work types (activities) of records and the stopwatch (English, the source of truth). */
export const workTypesEn = {
  'workTypes.label': 'Work type',
  'workTypes.loading': 'Loading work types…',
  'workTypes.none': 'No work type',
  'workTypes.unnamed': 'A work type',
} as const;
