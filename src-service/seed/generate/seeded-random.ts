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

const hex = (value: number, digits: number): string => value.toString(16).padStart(digits, '0');

/** 32 random bits from `rand`. */
const word = (rand: () => number): number => Math.floor(rand() * 4294967296);

/**
 * A version 7 UUID whose time is `ms` and whose other bits come from `rand`. Ids of records made in
 * start order then sort in that order too, so every index on the id grows at its end while the
 * rows are written (far faster than random keys on both engines).
 */
export function seededUuid(rand: () => number, ms: number): string {
  const time = hex(ms, 12);
  const a = word(rand);
  const b = word(rand);
  const c = word(rand);
  return [
    time.slice(0, 8),
    time.slice(8, 12),
    hex(0x7000 | (a >>> 20), 4),
    hex(0x8000 | ((a >>> 4) & 0x3fff), 4),
    hex(b, 8) + hex(c >>> 16, 4),
  ].join('-');
}
