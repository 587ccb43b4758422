import { randomInt, randomUUID } from 'node:crypto';
import { resources } from '../resources/registry.ts';
import type { FieldDefinition, ResourceDefinition } from '../resources/resource-types.ts';
import { WireDate, type WireObject, type WireValue } from '../wire/wire-values.ts';

const words = ['Alpha', 'Harbor', 'Meadow', 'Quartz', 'Summit', 'Willow', 'Copper', 'Lantern'];
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

function sampleFor(field: FieldDefinition): WireValue {
  if (field.kind === 'reference') {
    const target = resources[field.target];
    return { id: randomUUID(), version: 1 + randomInt(5), displayName: `${pick(words)} ${target.type}` };
  }
  const pattern = field.constraints.find((c) => c.type === 'Pattern');
  if (field.name === 'id') return randomUUID();
  if (pattern?.type === 'Pattern' && /^[A-Z|]+$/.test(pattern.regexp)) return pick(pattern.regexp.split('|'));
  if (pattern?.type === 'Pattern' && pattern.regexp === '[A-Z]{3}') return 'EUR';
  const size = field.constraints.find((c) => c.type === 'Size');
  switch (field.type) {
    case 'String': {
      const text = `${pick(words)} ${randomInt(1000)}`;
      return size?.type === 'Size' ? text.slice(0, size.max) : text;
    }
    case 'Boolean':
      return randomInt(2) === 1;
    case 'Date':
      return new WireDate(Date.now() - randomInt(30 * 86_400_000));
    case 'Long':
      return field.name === 'version' ? 1 + randomInt(5) : randomInt(8 * 3_600_000);
    case 'Integer':
      return randomInt(100);
    case 'Double':
      return Math.round(Math.random() * 10_000) / 100;
  }
}

/** `$dummy`: an object of the resource with random but plausible values for every readable field. */
export function dummyRecord(resource: ResourceDefinition): WireObject {
  const out: Record<string, WireValue> = {};
  for (const field of resource.fields) {
    if (field.access === 'WRITE_ONLY') continue;
    out[field.name] = field.name === 'trashItem' ? null : sampleFor(field);
  }
  return out;
}
