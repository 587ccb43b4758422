import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../resources/resource-types.ts';
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
  /** The JSON of the embedded object for a reference (encoded once for a whole page). */
  readonly related: (field: ReferenceField, id: string) => string;
  /** Values of virtual fields; undefined leaves the field out (as `encodeRecord`'s `virtual`). */
  readonly virtual?: (field: FieldDefinition, row: SqlRow) => WireValue | undefined;
}

/** A number as JSON writes it: digits, or null for NaN and the infinities. */
const jsonNumber = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');

type ScalarWriter = (value: unknown) => string;

const booleanJson: ScalarWriter = (value) =>
  value === null || value === undefined
    ? 'null'
    : value === 1 || value === 1n || value === true
      ? 'true'
      : 'false';

// WireDate.toJSON: `/Date(ms)/`, a string with nothing to escape.
const dateJson: ScalarWriter = (value) =>
  value === null || value === undefined ? 'null' : `"/Date(${Number(value)})/"`;

const numberJson: ScalarWriter = (value) =>
  value === null || value === undefined ? 'null' : jsonNumber(Number(value));

const stringJson: ScalarWriter = (value) =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : typeof value === 'number' || typeof value === 'bigint'
      ? `"${String(value)}"`
      : 'null';

/** The writer for a field's type, chosen once per field rather than once per value. */
function scalarWriterOf(type: string): ScalarWriter {
  switch (type) {
    case 'Boolean':
      return booleanJson;
    case 'Date':
      return dateJson;
    case 'Long':
    case 'Integer':
    case 'Double':
      return numberJson;
    default:
      return stringJson;
  }
}

/** A field's key with what comes before it: `{"key":` as the first field, `,"key":` after another. */
interface Keyed {
  readonly first: string;
  readonly next: string;
}

type Step =
  | (Keyed & { readonly kind: 'reference'; readonly field: ReferenceField })
  | (Keyed & { readonly kind: 'virtual'; readonly field: FieldDefinition })
  | (Keyed & { readonly kind: 'scalar'; readonly sqlName: string; readonly write: ScalarWriter });

/** A row to the JSON text of its v1 object. */
export type RecordJsonEncoder = (row: SqlRow) => string;

/**
 * The encoder of a resource's rows under `options`, worked out once for a page: which fields
 * appear, each key with what comes before it, each value's writer. A row is then one pass over
 * its fields building one string.
 */
export function recordJsonEncoder(
  resource: ResourceDefinition,
  options: JsonEncodeOptions,
): RecordJsonEncoder {
  const { include, related, virtual } = options;
  const steps: Step[] = [];
  for (const p of planOf(resource)) {
    if (include !== undefined && !include(p.field)) continue;
    // One piece per field joined to the row's text, not three.
    const key = `${JSON.stringify(p.field.name)}:`;
    const keyed = { first: `{${key}`, next: `,${key}` };
    if (p.kind === 'reference') steps.push({ kind: 'reference', ...keyed, field: p.field });
    else if (p.kind === 'virtual') steps.push({ kind: 'virtual', ...keyed, field: p.field });
    else steps.push({ kind: 'scalar', ...keyed, sqlName: p.sqlName, write: scalarWriterOf(p.type) });
  }
  return (row) => {
    let json = '';
    for (const step of steps) {
      let value: string;
      if (step.kind === 'scalar') {
        const stored = row[step.sqlName];
        // A column the query did not select is left out (as encodeRecord does).
        if (stored === undefined && !(step.sqlName in row)) continue;
        value = step.write(stored);
      } else if (step.kind === 'reference') {
        const id = row[step.field.column];
        value = typeof id === 'string' ? related(step.field, id) : 'null';
      } else {
        const v = virtual?.(step.field, row);
        if (v === undefined) continue;
        value = JSON.stringify(v);
      }
      json += (json === '' ? step.first : step.next) + value;
    }
    return json === '' ? '{}' : `${json}}`;
  };
}
