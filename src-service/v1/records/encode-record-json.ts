import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../resources/resource-types.ts';
import type { JsonOutput } from '../wire/json-output.ts';
import type { WireValue } from '../wire/wire-values.ts';
import { planOf, type SqlRow } from './encode-record.ts';

/**
 * A row straight to the JSON text `JSON.stringify(encodeRecord(...))` gives, byte for byte,
 * without the object in between. A list of a thousand time records embeds the same project and
 * person in every row: here each embedded object arrives already encoded (once per page), where
 * the general path serialized it again for every row and built each row as an object first.
 */
export interface JsonEncodeOptions {
  /** Whether a field appears (as `encodeRecord`'s `include`). Default: all readable. */
  readonly include?: (field: FieldDefinition) => boolean;
  /** The JSON of the embedded object for a reference, as UTF-8 (encoded once for a whole page). */
  readonly related: (field: ReferenceField, id: string) => Buffer;
  /** Values of virtual fields; undefined leaves the field out (as `encodeRecord`'s `virtual`). */
  readonly virtual?: (field: FieldDefinition, row: SqlRow) => WireValue | undefined;
}

/** A number as JSON writes it: digits, or null for NaN and the infinities. */
const jsonNumber = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');

/** The JSON of `wireScalar(type, value)` (encode-record.ts), written directly. */
export function scalarJson(type: string, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (type) {
    case 'Boolean':
      return value === 1 || value === 1n || value === true ? 'true' : 'false';
    case 'Date':
      // WireDate.toJSON: `/Date(ms)/`, a string with nothing to escape.
      return `"/Date(${Number(value)})/"`;
    case 'Long':
    case 'Integer':
    case 'Double':
      return jsonNumber(Number(value));
    default:
      return typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'number' || typeof value === 'bigint'
          ? `"${String(value)}"`
          : 'null';
  }
}

/** Each field's name as a JSON key with its colon, once per resource. */
const keys = new WeakMap<ResourceDefinition, readonly string[]>();

function keysOf(resource: ResourceDefinition): readonly string[] {
  let found = keys.get(resource);
  if (found === undefined) {
    found = planOf(resource).map((p) => `${JSON.stringify(p.field.name)}:`);
    keys.set(resource, found);
  }
  return found;
}

/** One row of the resource's table as the JSON text of its v1 object, appended to `out`. */
export function encodeRecordJson(
  resource: ResourceDefinition,
  row: SqlRow,
  out: JsonOutput,
  options: JsonEncodeOptions,
): void {
  const plan = planOf(resource);
  const names = keysOf(resource);
  let separator = '{';
  for (let i = 0; i < plan.length; i++) {
    const p = plan[i];
    if (p === undefined) continue;
    if (options.include !== undefined && !options.include(p.field)) continue;
    if (p.kind === 'reference') {
      const id = row[p.field.column];
      if (typeof id === 'string') {
        out.text(separator + (names[i] as string));
        out.bytes(options.related(p.field, id));
      } else {
        out.text(`${separator}${names[i] as string}null`);
      }
    } else if (p.kind === 'virtual') {
      const v = options.virtual?.(p.field, row);
      if (v === undefined) continue;
      out.text(separator + (names[i] as string) + JSON.stringify(v));
    } else if (p.sqlName in row) {
      out.text(separator + (names[i] as string) + scalarJson(p.type, row[p.sqlName]));
    } else {
      continue;
    }
    separator = ',';
  }
  out.text(separator === '{' ? '{}' : '}');
}
