import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../resources/resource-types.ts';
import type { JsonOutput } from '../wire/json-output.ts';
import type { WireValue } from '../wire/wire-values.ts';
import { planOf, type SqlRow } from './encode-record.ts';

/**
 * A row straight to the JSON bytes `JSON.stringify(encodeRecord(...))` gives, byte for byte,
 * without the object in between, and without a string: keys and embedded objects are bytes made
 * once, values are written into the output as they are read from the row. A list of a thousand
 * time records embeds the same project and person in every row: here each embedded object
 * arrives already encoded (once per page), where the general path serialized it again for every
 * row and built each row as an object first.
 */
export interface JsonEncodeOptions {
  /** Whether a field appears (as `encodeRecord`'s `include`). Default: all readable. */
  readonly include?: (field: FieldDefinition) => boolean;
  /** The JSON of the embedded object for a reference, as UTF-8 (encoded once for a whole page). */
  readonly related: (field: ReferenceField, id: string) => Uint8Array;
  /** Values of virtual fields; undefined leaves the field out (as `encodeRecord`'s `virtual`). */
  readonly virtual?: (field: FieldDefinition, row: SqlRow) => WireValue | undefined;
}

type ScalarWriter = (value: unknown, out: JsonOutput) => void;

const nullJson = Buffer.from('null');
const trueJson = Buffer.from('true');
const falseJson = Buffer.from('false');
const dateOpen = Buffer.from('"/Date(');
const dateClose = Buffer.from(')/"');
const openBrace = 0x7b;
const closeBrace = 0x7d;

/** A number as JSON writes it: digits, or null for NaN and the infinities. */
function writeNumber(n: number, out: JsonOutput): void {
  if (Number.isFinite(n)) out.number(n);
  else out.bytes(nullJson);
}

const booleanJson: ScalarWriter = (value, out) =>
  out.bytes(
    value === null || value === undefined
      ? nullJson
      : value === 1 || value === 1n || value === true
        ? trueJson
        : falseJson,
  );

// WireDate.toJSON: `/Date(ms)/`, a string with nothing to escape.
const dateJson: ScalarWriter = (value, out) => {
  if (value === null || value === undefined) {
    out.bytes(nullJson);
    return;
  }
  out.bytes(dateOpen);
  out.number(Number(value));
  out.bytes(dateClose);
};

const numberJson: ScalarWriter = (value, out) => {
  if (value === null || value === undefined) out.bytes(nullJson);
  else writeNumber(Number(value), out);
};

const stringJson: ScalarWriter = (value, out) => {
  if (typeof value === 'string') out.string(value);
  else if (typeof value === 'number' || typeof value === 'bigint') out.string(String(value));
  else out.bytes(nullJson);
};

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

/** A field's key as it opens an object (`{"key":`) and as it follows another (`,"key":`). */
interface Keys {
  readonly first: Uint8Array;
  readonly next: Uint8Array;
}

type Step =
  | { readonly kind: 'reference'; readonly keys: Keys; readonly field: ReferenceField }
  | { readonly kind: 'virtual'; readonly keys: Keys; readonly field: FieldDefinition }
  | {
      readonly kind: 'scalar';
      readonly keys: Keys;
      readonly sqlName: string;
      readonly write: ScalarWriter;
    };

/** Writes a row as the JSON of its v1 object. */
export type RecordJsonEncoder = (row: SqlRow, out: JsonOutput) => void;

/**
 * The encoder of a resource's rows under `options`, worked out once for a page: which fields
 * appear, each key's bytes, each value's writer. A row is then one pass over its fields.
 */
export function recordJsonEncoder(
  resource: ResourceDefinition,
  options: JsonEncodeOptions,
): RecordJsonEncoder {
  const { include, related, virtual } = options;
  const steps: Step[] = [];
  for (const p of planOf(resource)) {
    if (include !== undefined && !include(p.field)) continue;
    const key = `${JSON.stringify(p.field.name)}:`;
    const keys = { first: Buffer.from(`{${key}`), next: Buffer.from(`,${key}`) };
    if (p.kind === 'reference') steps.push({ kind: 'reference', keys, field: p.field });
    else if (p.kind === 'virtual') steps.push({ kind: 'virtual', keys, field: p.field });
    else steps.push({ kind: 'scalar', keys, sqlName: p.sqlName, write: scalarWriterOf(p.type) });
  }
  return (row, out) => {
    let first = true;
    for (const step of steps) {
      if (step.kind === 'scalar') {
        const stored = row[step.sqlName];
        // A column the query did not select is left out (as encodeRecord does).
        if (stored === undefined && !(step.sqlName in row)) continue;
        out.bytes(first ? step.keys.first : step.keys.next);
        step.write(stored, out);
      } else if (step.kind === 'reference') {
        out.bytes(first ? step.keys.first : step.keys.next);
        const id = row[step.field.column];
        out.bytes(typeof id === 'string' ? related(step.field, id) : nullJson);
      } else {
        const v = virtual?.(step.field, row);
        if (v === undefined) continue;
        out.bytes(first ? step.keys.first : step.keys.next);
        out.text(JSON.stringify(v));
      }
      first = false;
    }
    if (first) out.ascii(openBrace);
    out.ascii(closeBrace);
  };
}
