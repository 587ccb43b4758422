import { matchMediaType, parseAccept } from '../http/accept.ts';

/** The GraphQL-over-HTTP media type whose status codes say what happened to the request. */
export const graphResponseJson = 'application/graphql-response+json';
/** The legacy media type: 200 for every well-formed request, as the desktop app expects. */
export const legacyJson = 'application/json';

export type GraphMediaType = typeof graphResponseJson | typeof legacyJson;

/**
 * The media type of the graph endpoint's answer, from the request's Accept header (q-values
 * honoured), or null when it accepts neither (406). No Accept, a wildcard or a tie keeps
 * application/json: that is what every client built before the new media type expects.
 * On equal q an exactly named type beats a wildcard, then the one listed first wins.
 */
export function negotiateGraphMediaType(accept: string | undefined): GraphMediaType | null {
  if (accept === undefined || accept.trim() === '') return legacyJson;
  const ranges = parseAccept(accept);
  const offers = ([legacyJson, graphResponseJson] as const).flatMap((media: GraphMediaType) => {
    const match = matchMediaType(ranges, media);
    return match === null || match.q <= 0 ? [] : [{ media, ...match }];
  });
  offers.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  return offers[0]?.media ?? null;
}
