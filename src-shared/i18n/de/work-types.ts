import type { workTypesEn } from '../en/work-types.ts';

/** Tätigkeitsarten von Zeiteinträgen und der Stoppuhr (Deutsch, formelle Anrede). */
export const workTypesDe: Record<keyof typeof workTypesEn, string> = {
  'workTypes.label': 'Tätigkeitsart',
  'workTypes.loading': 'Tätigkeitsarten werden geladen…',
  'workTypes.none': 'Keine Tätigkeitsart',
  'workTypes.unnamed': 'Eine Tätigkeitsart',
};
