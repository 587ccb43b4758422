/** The GraphQL-over-HTTP media type whose status codes say what happened to the request. */
export const graphResponseJson = 'application/graphql-response+json';
/** The legacy media type: 200 for every well-formed request, as the desktop app expects. */
export const legacyJson = 'application/json';

export type GraphMediaType = typeof graphResponseJson | typeof legacyJson;

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
  readonly index: number;
}

/** RFC 9110 qvalue: 0 to 1 with at most three decimals; anything else makes the range unusable. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function parseRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  accept.split(',').forEach((part, index) => {
    const [range = '', ...params] = part.split(';');
    const [type = '', subtype = '', extra] = range.trim().toLowerCase().split('/');
    if (type === '' || subtype === '' || extra !== undefined) return;
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

interface Offer {
  readonly media: GraphMediaType;
  readonly q: number;
  /** 2 for the exact type, 1 for `application/*`, 0 for `*\/*`. */
  readonly specificity: number;
  readonly index: number;
}

/** How the Accept header rates one media type: by its most specific matching range (RFC 9110 12.5.1). */
function offer(media: GraphMediaType, ranges: readonly MediaRange[]): Offer | null {
  const [type, subtype] = media.split('/');
  let best: Offer | null = null;
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
    best = { media, q: range.q, specificity, index: range.index };
  }
  return best;
}

/**
 * The media type of the graph endpoint's answer, from the request's Accept header (q-values
 * honoured), or null when it accepts neither (406). No Accept, a wildcard or a tie keeps
 * application/json: that is what every client built before the new media type expects.
 * On equal q an exactly named type beats a wildcard, then the one listed first wins.
 */
export function negotiateGraphMediaType(accept: string | undefined): GraphMediaType | null {
  if (accept === undefined || accept.trim() === '') return legacyJson;
  const ranges = parseRanges(accept);
  const offers = [offer(legacyJson, ranges), offer(graphResponseJson, ranges)].filter(
    (o): o is Offer => o !== null && o.q > 0,
  );
  offers.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  return offers[0]?.media ?? null;
}
