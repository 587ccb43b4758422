import type { Message, MessageValues } from './catalog.ts';

/**
 * Whether two messages say the same: same id and same values, nested messages included. Status
 * objects are rebuilt on every change, so only this tells an unchanged problem from a new one.
 */
export function sameMessage(a: Message | null, b: Message | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && sameValues(a.values, b.values);
}

function sameValues(a: MessageValues | undefined, b: MessageValues | undefined): boolean {
  const left = Object.entries(a ?? {});
  if (left.length !== Object.keys(b ?? {}).length) return false;
  return left.every(([name, value]) => {
    const other = b?.[name];
    if (typeof value === 'object') return typeof other === 'object' && sameMessage(value, other);
    return value === other;
  });
}
