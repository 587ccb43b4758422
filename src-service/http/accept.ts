/** One media range of an Accept header, with its position (earlier wins a tie). */
export interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
  readonly index: number;
}

/** RFC 9110 qvalue: 0 to 1 with at most three decimals; anything else makes the range unusable. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The usable media ranges of an Accept header; a malformed range is left out, not guessed at. */
export function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  accept.split(',').forEach((part, index) => {
    const [range = '', ...params] = part.split(';');
    const [type = '', subtype = '', extra] = range.trim().toLowerCase().split('/');
    if (type.trim() === '' || subtype.trim() === '' || extra !== undefined) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=');
      if (name.trim().toLowerCase() !== 'q') continue;
      const text = value.trim();
      q = qvalue.test(text) ? Number(text) : Number.NaN;
    }
    if (!Number.isNaN(q)) ranges.push({ type: type.trim(), subtype: subtype.trim(), q, index });
  });
  return ranges;
}

export interface MediaMatch {
  readonly q: number;
  /** 2 for the exact type, 1 for `type/*`, 0 for `*\/*`. */
  readonly specificity: number;
  /** Position of the deciding range in the header. */
  readonly index: number;
}

/** How the ranges rate one media type: by its most specific matching range (RFC 9110 12.5.1). */
export function matchMediaType(ranges: readonly MediaRange[], mediaType: string): MediaMatch | null {
  const [type, subtype] = mediaType.split('/');
  let best: MediaMatch | null = null;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity < 0 || (best !== null && best.specificity >= specificity)) continue;
    best = { q: range.q, specificity, index: range.index };
  }
  return best;
}
