import { priceLevel } from '../../domain/pricing/price-priority.ts';

/**
 * The 18 price priority levels of the v1 document as the v1 interface uses them, derived from the
 * one table in `domain/pricing/price-priority.ts`: which scope fields an entry sets decides its
 * level, and the highest matching level wins.
 */
export type PriceScopeField = 'task' | 'project' | 'client' | 'user' | 'workType';

export interface PriceLevel {
  readonly level: number;
  readonly scope: readonly PriceScopeField[];
}

const scopeFields: readonly PriceScopeField[] = ['task', 'project', 'client', 'user', 'workType'];

export const priceScopeColumns: Readonly<Record<PriceScopeField, string>> = {
  task: 'task_id',
  project: 'project_id',
  client: 'client_id',
  user: 'user_id',
  workType: 'work_type_id',
};

/** The level of an entry with these scope fields set, or null when the combination has no level. */
export function priceLevelOf(scope: readonly PriceScopeField[]): number | null {
  const set = (f: PriceScopeField): string | null => (scope.includes(f) ? f : null);
  return priceLevel({
    taskId: set('task'),
    projectId: set('project'),
    clientId: set('client'),
    userId: set('user'),
    workTypeId: set('workType'),
  });
}

/** Every combination of scope fields that has a level, lowest level first. */
export const priceLevels: readonly PriceLevel[] = Array.from({ length: 2 ** scopeFields.length }, (_, mask) =>
  scopeFields.filter((_f, i) => (mask & (1 << i)) !== 0),
)
  .flatMap((scope) => {
    const level = priceLevelOf(scope);
    return level === null ? [] : [{ level, scope }];
  })
  .sort((a, b) => a.level - b.level);

/**
 * The level as SQL over an entry's columns, so one query can order matching entries by it
 * (0 for a combination without a level; such entries are refused on write and never match).
 */
export function priorityLevelSql(alias: string): string {
  const bit = (f: PriceScopeField): number => 1 << scopeFields.indexOf(f);
  const mask = scopeFields
    .map((f) => `(CASE WHEN ${alias}.${priceScopeColumns[f]} IS NULL THEN 0 ELSE ${bit(f)} END)`)
    .join(' + ');
  const whens = priceLevels
    .map((l) => `WHEN ${l.scope.reduce((m, f) => m | bit(f), 0)} THEN ${l.level}`)
    .join(' ');
  return `(CASE (${mask}) ${whens} ELSE 0 END)`;
}
