/**
 * The 18 price priority levels of the v1 document. A price-list entry's scope is the set of its
 * non-null scope fields; each allowed set has one level, and the highest matching level wins.
 * Row 18 repeats row 16's label in the document; the addendum reads it as task + project + user +
 * work type, which is the only set left that extends row 17.
 */
export type PriceScopeField = 'task' | 'project' | 'client' | 'user' | 'workType';

export interface PriceLevel {
  readonly level: number;
  readonly scope: readonly PriceScopeField[];
}

export const priceLevels: readonly PriceLevel[] = [
  { level: 1, scope: [] },
  { level: 2, scope: ['workType'] },
  { level: 3, scope: ['user'] },
  { level: 4, scope: ['user', 'workType'] },
  { level: 5, scope: ['client'] },
  { level: 6, scope: ['client', 'workType'] },
  { level: 7, scope: ['client', 'user'] },
  { level: 8, scope: ['client', 'user', 'workType'] },
  { level: 9, scope: ['project'] },
  { level: 10, scope: ['project', 'client'] },
  { level: 11, scope: ['project', 'workType'] },
  { level: 12, scope: ['project', 'user'] },
  { level: 13, scope: ['project', 'user', 'workType'] },
  { level: 14, scope: ['task'] },
  { level: 15, scope: ['task', 'project'] },
  { level: 16, scope: ['task', 'project', 'workType'] },
  { level: 17, scope: ['task', 'project', 'user'] },
  { level: 18, scope: ['task', 'project', 'user', 'workType'] },
];

export const priceScopeColumns: Readonly<Record<PriceScopeField, string>> = {
  task: 'task_id',
  project: 'project_id',
  client: 'client_id',
  user: 'user_id',
  workType: 'work_type_id',
};

const bits: Readonly<Record<PriceScopeField, number>> = {
  task: 16,
  project: 8,
  client: 4,
  user: 2,
  workType: 1,
};

function maskOf(scope: readonly PriceScopeField[]): number {
  return scope.reduce((mask, f) => mask | bits[f], 0);
}

const levelByMask = new Map(priceLevels.map((l) => [maskOf(l.scope), l.level]));

/** The level of an entry with these scope fields set, or null when the combination has no level. */
export function priceLevelOf(scope: readonly PriceScopeField[]): number | null {
  return levelByMask.get(maskOf(scope)) ?? null;
}

/**
 * The level as SQL over an entry's columns, so the lookup can order by it in one query (0 for a
 * combination without a level; such entries are refused on write and never match).
 */
export function priorityLevelSql(alias: string): string {
  const mask = (Object.keys(bits) as PriceScopeField[])
    .map((f) => `(CASE WHEN ${alias}.${priceScopeColumns[f]} IS NULL THEN 0 ELSE ${bits[f]} END)`)
    .join(' + ');
  const whens = priceLevels.map((l) => `WHEN ${maskOf(l.scope)} THEN ${l.level}`).join(' ');
  return `(CASE (${mask}) ${whens} ELSE 0 END)`;
}
