/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every machine,
 * so a generated data set is the same wherever it is made.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Digits by table, a byte at a time: a million ids were a second of number-to-text conversions.
const byteHex = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hexByte = (value: number): string => byteHex[value & 255] as string;
/** The 4 hex digits of the low 16 bits of `value`. */
const hex4 = (value: number): string => hexByte(value >>> 8) + hexByte(value);
/** The 8 hex digits of the 32 bits of `value`. */
const hex8 = (value: number): string => hex4(value >>> 16) + hex4(value);

/** 32 random bits from `rand`. */
const word = (rand: () => number): number => Math.floor(rand() * 4294967296);

/**
 * A version 7 UUID whose time is `ms` and whose other bits come from `rand`. Ids of records made in
 * start order then sort in that order too, so every index on the id grows at its end while the
 * rows are written (far faster than random keys on both engines).
 */
export function seededUuid(rand: () => number, ms: number): string {
  // The 48 bits of the time: its upper 32, then its lower 16.
  const upper = Math.floor(ms / 65_536);
  const a = word(rand);
  const b = word(rand);
  const c = word(rand);
  return `${hex8(upper)}-${hex4(ms % 65_536)}-${hex4(0x7000 | (a >>> 20))}-${hex4(0x8000 | ((a >>> 4) & 0x3fff))}-${hex8(b)}${hex4(c >>> 16)}`;
}
