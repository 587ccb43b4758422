import { fieldOf } from '../resources/registry.ts';
import type { FieldDefinition, ResourceDefinition } from '../resources/resource-types.ts';
import type { WireFormat } from '../wire/negotiate.ts';
import { V1Error, validationError, type ConstraintViolation } from '../wire/v1-error.ts';
import { parseWireDate } from '../wire/wire-values.ts';
import type { FieldValue } from './field-values.ts';

const idRegExp = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

type Converted = { ok: true; value: FieldValue } | { ok: false; constraint: string; message: string };

const wrongType = (type: string): Converted => ({
  ok: false,
  constraint: 'Type',
  message: `must be ${type}`,
});

function convertScalar(type: string, raw: unknown, format: WireFormat): Converted {
  // XML carries every value as text; an empty element means "no value" except for text fields.
  if (format === 'xml' && raw === '' && type !== 'String') return { ok: true, value: null };
  switch (type) {
    case 'String':
      if (typeof raw !== 'string') return wrongType('a string');
      // PostgreSQL text cannot hold U+0000; refused alike on every engine (as `$filter` does).
      return raw.includes('\u0000')
        ? { ok: false, constraint: 'Pattern', message: 'must not contain the character U+0000' }
        : { ok: true, value: raw };
    case 'Boolean':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
      return wrongType('true or false');
    case 'Long':
    case 'Integer': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\s*-?\d{1,16}\s*$/.test(raw)
            ? Number(raw)
            : NaN;
      if (!Number.isSafeInteger(n))
        return wrongType(`a whole number${type === 'Integer' ? '' : ' of milliseconds or units'}`);
      if (type === 'Integer' && Math.abs(n) > 2_147_483_647) return wrongType('a whole number below 2^31');
      return { ok: true, value: n };
    }
    case 'Double': {
      const n =
        typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : wrongType('a number');
    }
    case 'Date': {
      const ms = parseWireDate(raw);
      return ms === null ? wrongType('a date: /Date(milliseconds)/ or ISO 8601') : { ok: true, value: ms };
    }
    default:
      return wrongType(type);
  }
}

function convertReference(raw: unknown): Converted {
  let id: unknown = raw;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    id = Object.hasOwn(raw, 'id') ? (raw as Record<string, unknown>)['id'] : undefined;
  }
  if (typeof id !== 'string') return wrongType('an object with an id');
  if (!idRegExp.test(id)) return { ok: false, constraint: 'Pattern', message: 'id must be a lowercase UUID' };
  return { ok: true, value: id };
}

function convert(field: FieldDefinition, raw: unknown, format: WireFormat): Converted {
  if (raw === null) return { ok: true, value: null };
  if (field.kind === 'reference') {
    if (format === 'xml' && raw === '') return { ok: true, value: null };
    return convertReference(raw);
  }
  return convertScalar(field.type, raw, format);
}

export interface DecodeOptions {
  readonly format: WireFormat;
  /** Fields the caller may not set in this request even though they are writable (e.g. `id` on PUT). */
  readonly ignore?: readonly string[];
}

/**
 * Turns a request body (parsed JSON or XML) into typed field values of `resource`. Read-only
 * fields are skipped, so an object fetched with GET can be sent back as it is; unknown fields
 * and values of the wrong type are reported together as one validation error (412 PE01-1104).
 */
export function decodeRecord(
  resource: ResourceDefinition,
  body: unknown,
  options: DecodeOptions,
): Map<string, FieldValue> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new V1Error('PE01-9004', `The body must be one ${resource.type} object`);
  }
  const values = new Map<string, FieldValue>();
  const violations: ConstraintViolation[] = [];
  for (const [name, raw] of Object.entries(body)) {
    const field = fieldOf(resource, name);
    if (field === undefined) {
      violations.push({
        entityPath: '',
        entityType: resource.type,
        field: name,
        constraint: 'UnknownField',
        message: `is not a field of ${resource.type}`,
      });
      continue;
    }
    if (field.access === 'READ_ONLY' || options.ignore?.includes(name) === true) continue;
    const converted = convert(field, raw, options.format);
    if (converted.ok) values.set(name, converted.value);
    else
      violations.push({
        entityPath: '',
        entityType: resource.type,
        field: name,
        constraint: converted.constraint,
        message: converted.message,
      });
  }
  if (violations.length > 0) throw validationError(violations);
  return values;
}

/**
 * Typed values from `$set` query parameters (`?name=x&active=false`): text like XML, where an
 * empty value is null except for text fields; `null` spelled out is null too.
 */
export function decodeSetParameters(
  resource: ResourceDefinition,
  params: ReadonlyMap<string, string>,
): Map<string, FieldValue> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of params) body[name] = value === 'null' ? null : value;
  return decodeRecord(resource, body, { format: 'xml' });
}
