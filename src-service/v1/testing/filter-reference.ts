/**
 * An independent reference for `$filter`: expression trees of its own, printed to filter text,
 * and an interpreter over plain JavaScript rows. The fuzz test checks that the parser + compiler
 * + SQLite select exactly the rows this interpreter selects. It shares no code with the
 * implementation; it models the documented semantics, including SQLite's integer arithmetic
 * (64-bit, falling back to floating point on overflow).
 */

export type RefType = 'Boolean' | 'Integer' | 'Double' | 'String' | 'Date';

export type RefExpr =
  | { readonly k: 'lit'; readonly t: RefType | 'Null'; readonly v: string | bigint | number | boolean | null }
  | { readonly k: 'field'; readonly path: readonly string[] }
  | { readonly k: 'bin'; readonly op: string; readonly l: RefExpr; readonly r: RefExpr }
  | { readonly k: 'not'; readonly e: RefExpr }
  | { readonly k: 'neg'; readonly e: RefExpr }
  | { readonly k: 'call'; readonly name: string; readonly args: readonly RefExpr[] };

/** SQLite's dynamic values: integer, real or text (booleans and dates are integers). */
export type RefValue =
  | null
  | { readonly t: 'i'; readonly v: bigint }
  | { readonly t: 'r'; readonly v: number }
  | { readonly t: 's'; readonly v: string };

export interface RefRow {
  readonly [field: string]: unknown;
}

/** How the interpreter reads a field path: a value from a row, or a hop to a related row. */
export interface RefField {
  readonly type: RefType;
  readonly get: (row: RefRow) => RefValue;
}

export interface RefSchema {
  /** `resource -> field -> scalar field` */
  readonly fields: Readonly<Record<string, Readonly<Record<string, RefField>>>>;
  /** `resource -> reference field -> { target resource, id of the related row }` */
  readonly references: Readonly<
    Record<
      string,
      Readonly<Record<string, { readonly target: string; readonly id: (row: RefRow) => string | null }>>
    >
  >;
  readonly rowById: (resource: string, id: string) => RefRow | undefined;
}

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

function real(v: RefValue): number {
  if (v === null || v.t === 's') throw new Error('not a number');
  return v.t === 'i' ? Number(v.v) : v.v;
}

/** SQLite's doubleToInt64: truncation, saturating at the int64 limits. */
function toInt(v: RefValue): bigint {
  if (v === null || v.t === 's') throw new Error('not a number');
  if (v.t === 'i') return v.v;
  // 2^63 exactly as a double: at or beyond it the conversion saturates.
  if (v.v <= -(2 ** 63)) return int64Min;
  if (v.v >= 2 ** 63) return int64Max;
  return BigInt(Math.trunc(v.v));
}

/**
 * What an integer result beyond 64 bits becomes: SQLite's REAL, or null (PostgreSQL, where a
 * bigint cannot turn into a double: see storage/migrations/v009-filter-functions-postgres.ts).
 */
export type IntegerOverflow = 'real' | 'null';

function arithmetic(op: string, a: RefValue, b: RefValue, overflow: IntegerOverflow = 'real'): RefValue {
  if (a === null || b === null) return null;
  if (a.t === 'i' && b.t === 'i') {
    let r: bigint | null = null;
    switch (op) {
      case 'add':
        r = a.v + b.v;
        break;
      case 'sub':
        r = a.v - b.v;
        break;
      case 'mul':
        r = a.v * b.v;
        break;
      case 'div':
        if (b.v === 0n) return null;
        if (!(a.v === int64Min && b.v === -1n)) r = a.v / b.v;
        break;
      case 'mod':
        if (b.v === 0n) return null;
        return { t: 'i', v: a.v % (b.v === -1n ? 1n : b.v) };
    }
    if (r !== null && r >= int64Min && r <= int64Max) return { t: 'i', v: r };
    if (overflow === 'null') return null;
  }
  const x = real(a);
  const y = real(b);
  let r: number;
  switch (op) {
    case 'add':
      r = x + y;
      break;
    case 'sub':
      r = x - y;
      break;
    case 'mul':
      r = x * y;
      break;
    case 'div':
      if (y === 0) return null;
      r = x / y;
      break;
    default: {
      const ia = toInt(a);
      let ib = toInt(b);
      if (ib === 0n) return null;
      if (ib === -1n) ib = 1n;
      r = Number(ia % ib);
    }
  }
  return Number.isNaN(r) ? null : { t: 'r', v: r };
}

/** Characters as SQLite counts them: code points (the strings are well-formed). */
function codePoints(s: string): string[] {
  return Array.from(s);
}

function compareText(a: string, b: string): number {
  const x = codePoints(a);
  const y = codePoints(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function compare(a: RefValue, b: RefValue): number {
  if (a === null || b === null) throw new Error('null compare');
  if (a.t === 's' || b.t === 's') {
    if (a.t !== 's' || b.t !== 's') throw new Error('text with number');
    return compareText(a.v, b.v);
  }
  return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
}

function truthy(v: RefValue): boolean {
  if (v === null) return false;
  if (v.t === 's') throw new Error('text as condition');
  return v.v !== 0 && v.v !== 0n;
}

const bool = (b: boolean): RefValue => ({ t: 'i', v: b ? 1n : 0n });

function text(v: RefValue): string | null {
  if (v === null) return null;
  if (v.t !== 's') throw new Error('not text');
  return v.v;
}

function clampIndex(v: RefValue): bigint | null {
  if (v === null) return null;
  // min(max(x, 0), 1000000000) + 1, then read as an integer by substr()
  let x: RefValue = v;
  if (compare(x, { t: 'i', v: 0n }) < 0) x = { t: 'i', v: 0n };
  if (compare(x, { t: 'i', v: 1000000000n }) > 0) x = { t: 'i', v: 1000000000n };
  return toInt(x);
}

function call(name: string, args: RefValue[]): RefValue {
  const s = args.map((a) => (a !== null && a.t === 's' ? a.v : null));
  switch (name) {
    case 'length': {
      const a = text(args[0] ?? null);
      return a === null ? null : { t: 'i', v: BigInt(codePoints(a).length) };
    }
    case 'indexof': {
      const [a, b] = s;
      if (a == null || b == null) return null;
      const at = a.indexOf(b);
      return { t: 'i', v: at < 0 ? -1n : BigInt(codePoints(a.slice(0, at)).length) };
    }
    case 'tolower':
      return s[0] == null ? null : { t: 's', v: s[0].toLowerCase() };
    case 'toupper':
      return s[0] == null ? null : { t: 's', v: s[0].toUpperCase() };
    case 'concat':
      return s[0] == null || s[1] == null ? null : { t: 's', v: s[0] + s[1] };
    case 'startswith':
      return bool(s[0] != null && s[1] != null && s[0].startsWith(s[1]));
    case 'endswith':
      return bool(s[0] != null && s[1] != null && s[0].endsWith(s[1]));
    case 'substringof':
      return bool(s[0] != null && s[1] != null && s[1].includes(s[0]));
    case 'substring': {
      const a = s[0];
      const start = clampIndex(args[1] ?? null);
      if (a == null || start === null) return null;
      const chars = codePoints(a);
      if (args.length === 2) return { t: 's', v: chars.slice(Number(start)).join('') };
      const count = clampIndex(args[2] ?? null);
      if (count === null) return null;
      return { t: 's', v: chars.slice(Number(start), Number(start + count)).join('') };
    }
    default:
      throw new Error(`unknown function ${name}`);
  }
}

function literal(e: RefExpr & { k: 'lit' }): RefValue {
  switch (e.t) {
    case 'Null':
      return null;
    case 'Boolean':
      return bool(e.v === true);
    case 'String':
      return { t: 's', v: e.v as string };
    case 'Double':
      return { t: 'r', v: e.v as number };
    default:
      return { t: 'i', v: e.v as bigint };
  }
}

function readPath(
  schema: RefSchema,
  resource: string,
  row: RefRow | undefined,
  path: readonly string[],
): RefValue {
  let current = resource;
  let r = row;
  for (let i = 0; i < path.length; i++) {
    const name = path[i] as string;
    const last = i === path.length - 1;
    const ref = schema.references[current]?.[name];
    if (ref !== undefined) {
      const id = r === undefined ? null : ref.id(r);
      if (last || (path[i + 1] === 'id' && i + 1 === path.length - 1))
        return id === null ? null : { t: 's', v: id };
      r = id === null ? undefined : schema.rowById(ref.target, id);
      current = ref.target;
      continue;
    }
    const f = schema.fields[current]?.[name];
    if (f === undefined || !last) throw new Error(`bad path ${path.join('/')}`);
    return r === undefined ? null : f.get(r);
  }
  throw new Error('empty path');
}

/** Evaluates an expression for one row; the row is selected when the result is true. */
export function evaluate(
  schema: RefSchema,
  resource: string,
  row: RefRow,
  e: RefExpr,
  overflow: IntegerOverflow = 'real',
): RefValue {
  const ev = (x: RefExpr): RefValue => evaluate(schema, resource, row, x, overflow);
  switch (e.k) {
    case 'lit':
      return literal(e);
    case 'field':
      return readPath(schema, resource, row, e.path);
    case 'not':
      return bool(!truthy(ev(e.e)));
    case 'neg':
      return arithmetic('sub', { t: 'i', v: 0n }, ev(e.e), overflow);
    case 'call':
      return call(e.name, e.args.map(ev));
    case 'bin': {
      if (e.op === 'and') return bool(truthy(ev(e.l)) && truthy(ev(e.r)));
      if (e.op === 'or') return bool(truthy(ev(e.l)) || truthy(ev(e.r)));
      const a = ev(e.l);
      const b = ev(e.r);
      switch (e.op) {
        case 'eq':
        case 'ne': {
          const same = a === null || b === null ? a === b : compare(a, b) === 0;
          return bool(e.op === 'eq' ? same : !same);
        }
        case 'gt':
          return bool(a !== null && b !== null && compare(a, b) > 0);
        case 'ge':
          return bool(a !== null && b !== null && compare(a, b) >= 0);
        case 'lt':
          return bool(a !== null && b !== null && compare(a, b) < 0);
        case 'le':
          return bool(a !== null && b !== null && compare(a, b) <= 0);
        default:
          return arithmetic(e.op, a, b, overflow);
      }
    }
  }
}

export function selects(
  schema: RefSchema,
  resource: string,
  row: RefRow,
  e: RefExpr,
  overflow: IntegerOverflow = 'real',
): boolean {
  return truthy(evaluate(schema, resource, row, e, overflow));
}

// ---------------------------------------------------------------------------------------------
// Printing expressions as filter text.

const precedence: Readonly<Record<string, number>> = {
  or: 1,
  and: 2,
  eq: 3,
  ne: 3,
  gt: 4,
  ge: 4,
  lt: 4,
  le: 4,
  add: 5,
  sub: 5,
  mul: 6,
  div: 6,
  mod: 6,
};

export interface PrintStyle {
  /** Decides each optional choice (extra parentheses, spacing, keyword case) from a seed. */
  readonly seed: number;
}

function makeRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function printLiteral(e: RefExpr & { k: 'lit' }, random: () => number): string {
  switch (e.t) {
    case 'Null':
      return random() < 0.8 ? 'null' : 'NULL';
    case 'Boolean':
      return random() < 0.8 ? String(e.v) : String(e.v).toUpperCase();
    case 'String':
      return `'${(e.v as string).replaceAll("'", "''")}'`;
    case 'Integer':
      return `${e.v as bigint}${random() < 0.1 ? 'L' : ''}`;
    case 'Double': {
      const v = e.v as number;
      const t = Object.is(v, -0) ? '-0.0' : String(v);
      return /[.eE]/.test(t) ? t : random() < 0.5 ? `${t}.0` : `${t}d`;
    }
    case 'Date': {
      const iso = new Date(Number(e.v)).toISOString();
      return `datetime'${random() < 0.5 ? iso : iso.replace('.000Z', 'Z')}'`;
    }
  }
}

/** Prints filter text whose parse is exactly `e` (parentheses only where precedence needs them, plus some spare). */
export function printExpr(e: RefExpr, style: PrintStyle): string {
  const random = makeRandom(style.seed);
  const space = (): string => (random() < 0.85 ? ' ' : random() < 0.5 ? '  ' : '\t');
  const word = (w: string): string => (random() < 0.9 ? w : w.toUpperCase());
  const print = (x: RefExpr): string => {
    const raw = printBare(x);
    return random() < 0.05 ? `(${raw})` : raw;
  };
  const printBare = (x: RefExpr): string => {
    switch (x.k) {
      case 'lit':
        return printLiteral(x, random);
      case 'field':
        return x.path.join('/');
      case 'not': {
        const inner = print(x.e);
        return `${word('not')}${x.e.k === 'bin' ? `(${inner})` : `${space()}${inner}`}`;
      }
      case 'neg': {
        const inner = print(x.e);
        // A space keeps `- 5` a negation rather than the literal -5 (same value, different tree).
        return x.e.k === 'bin' ? `-(${inner})` : `- ${inner}`;
      }
      case 'call':
        return `${random() < 0.9 ? x.name : x.name.toUpperCase()}(${x.args.map(print).join(random() < 0.5 ? ',' : ', ')})`;
      case 'bin': {
        const p = precedence[x.op] as number;
        const l = print(x.l);
        const r = print(x.r);
        const lp = x.l.k === 'bin' && (precedence[x.l.op] as number) < p;
        const rp = x.r.k === 'bin' && (precedence[x.r.op] as number) <= p;
        return `${lp ? `(${l})` : l}${space()}${word(x.op)}${space()}${rp ? `(${r})` : r}`;
      }
    }
  };
  return printBare(e);
}
