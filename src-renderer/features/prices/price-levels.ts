/**
 * What each price-list priority level applies to (v1 document: higher wins; level 18 is task,
 * project, user and work type, addendum F).
 */
export const priceLevelScopes: Readonly<Record<number, string>> = {
  1: 'the one price for all',
  2: 'the work type',
  3: 'the user',
  4: 'the user and work type',
  5: 'the client',
  6: 'the client and work type',
  7: 'the client and user',
  8: 'the client, user and work type',
  9: 'the project',
  10: 'the project and client',
  11: 'the project and work type',
  12: 'the project and user',
  13: 'the project, user and work type',
  14: 'the task',
  15: 'the task and project',
  16: 'the task, project and work type',
  17: 'the task, project and user',
  18: 'the task, project, user and work type',
};

export function priceLevelText(level: number | null): string {
  if (level === null) return 'no price list applies';
  const scope = priceLevelScopes[level];
  return scope === undefined ? `price-list level ${level}` : `the price for ${scope}`;
}
