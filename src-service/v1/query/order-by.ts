import { FilterSyntaxError } from '../filter/filter-error.ts';
import { tokenize, type Token } from '../filter/filter-lexer.ts';
import type { JoinPlan, PathSegment } from '../filter/field-path.ts';
import { fieldOf, resources } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { bytewiseText } from './bytewise-text.ts';

export interface OrderKey {
  readonly path: readonly PathSegment[];
  readonly descending: boolean;
}

/** Parses `field [asc|desc], other/field desc` (ascending by default). */
export function parseOrderBy(text: string): OrderKey[] {
  const tokens = tokenize(text);
  const keys: OrderKey[] = [];
  let i = 0;
  const next = (): Token => tokens[i++] as Token;
  const fail = (t: Token): never => {
    throw t.kind === 'end'
      ? new FilterSyntaxError('Unexpected end of expression', '', t.pos)
      : new FilterSyntaxError('Unexpected token', t.text, t.pos);
  };
  for (;;) {
    const first = next();
    if (first.kind !== 'identifier') fail(first);
    const path: PathSegment[] = [{ name: first.value, pos: first.pos }];
    while (tokens[i]?.kind === 'slash') {
      i++;
      const part = next();
      if (part.kind !== 'identifier') fail(part);
      path.push({ name: part.value, pos: part.pos });
    }
    let descending = false;
    const direction = tokens[i];
    if (direction?.kind === 'identifier') {
      const word = direction.value.toLowerCase();
      if (word !== 'asc' && word !== 'desc') fail(direction);
      descending = word === 'desc';
      i++;
    }
    keys.push({ path, descending });
    const sep = next();
    if (sep.kind === 'end') return keys;
    if (sep.kind !== 'comma') fail(sep);
  }
}

/**
 * ORDER BY terms for `keys` (or the resource's default order), always ending with the id so that
 * paging with `$skip` is stable. Text sorts case-insensitively (ASCII) with exact order as the
 * tie-breaker; a related object sorts by its display name; nulls come first ascending.
 */
export function orderByTerms(
  keys: readonly OrderKey[] | null,
  plan: JoinPlan,
  resource: ResourceDefinition,
): string[] {
  const chosen: readonly OrderKey[] =
    keys ??
    resource.defaultOrder.map((o) => ({ path: [{ name: o.field, pos: 0 }], descending: o.descending }));
  const terms: string[] = [];
  for (const key of chosen) {
    let path = key.path;
    const last = path.at(-1);
    // A bare reference sorts by the related object's name, not by its id.
    const owner = last === undefined ? resource : ownerOf(resource, path.slice(0, -1));
    const f = last === undefined || owner === null ? undefined : fieldOf(owner, last.name);
    if (f?.kind === 'reference' && last !== undefined)
      path = [...path, { name: 'displayName', pos: last.pos }];
    const resolved = plan.resolve(path);
    const direction = key.descending ? 'DESC' : 'ASC';
    if (plan.dialect === 'sqlite') {
      if (resolved.type === 'String') terms.push(`${resolved.sql} COLLATE NOCASE ${direction}`);
      terms.push(`${resolved.sql} ${direction}`);
      continue;
    }
    // SQLite's order on PostgreSQL: nulls first ascending (said only where a null can be, so an
    // index still serves a NOT NULL column), NOCASE as lower() under the bytewise collation
    // (ASCII only, as NOCASE; the schema's lower(name) indexes match a bare column).
    const nulls = resolved.nullable ? (key.descending ? ' NULLS LAST' : ' NULLS FIRST') : '';
    if (resolved.type === 'String') {
      const text = bytewiseText(resolved.sql);
      terms.push(`lower(${text}) ${direction}${nulls}`, `${text} ${direction}${nulls}`);
    } else {
      terms.push(`${resolved.sql} ${direction}${nulls}`);
    }
  }
  terms.push(`${plan.rootAlias}.id ASC`);
  return terms;
}

/** The resource a path prefix leads to (null when a segment is not a reference; resolve reports it). */
function ownerOf(root: ResourceDefinition, prefix: readonly PathSegment[]): ResourceDefinition | null {
  let current = root;
  for (const segment of prefix) {
    const f = fieldOf(current, segment.name);
    if (f?.kind !== 'reference') return null;
    current = resources[f.target];
  }
  return current;
}

/** `$orderby` text → ORDER BY terms; problems become 400 PE01-1105 naming token and position. */
export function compileOrderBy(text: string | null, plan: JoinPlan, resource: ResourceDefinition): string[] {
  try {
    return orderByTerms(text === null || text.trim() === '' ? null : parseOrderBy(text), plan, resource);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw error.toV1Error('$orderby');
    throw error;
  }
}
