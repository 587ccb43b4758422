import type { PrincipalCache } from '../graph-credentials.ts';
import type { GraphRequest } from '../graph-request-params.ts';
import { StampedCache } from '../../storage/stamped-cache.ts';

/**
 * What the endpoint keeps between requests, under the database's change stamp: principals by
 * credential, and the encoded answers of queries by credential, media type and request. A query
 * answers from nothing but the caller's principal, the request and the watched tables (no
 * resolver reads the clock), so an answer kept under the current stamp is byte for byte the one
 * running it again would give. Only queries that ran without an error are kept.
 */
export interface GraphCaches {
  readonly principals: PrincipalCache;
  readonly answers: StampedCache<KeptAnswer>;
}

/**
 * An answer's JSON text and its length in UTF-8 bytes. Kept as text, not bytes: Node writes a
 * text body in one piece with the head, where a buffer takes a second write.
 */
export interface KeptAnswer {
  readonly text: string;
  readonly bytes: number;
}

export const newGraphCaches = (): GraphCaches => ({
  principals: new StampedCache({ entries: 1000, weight: 4 * 1024 * 1024 }),
  // 8 MB of answers at most, none over 512 KB (a page of 100 projects is about 20 KB).
  answers: new StampedCache({ entries: 1000, weight: 8 * 1024 * 1024 }),
});

export const maxKeptAnswer = 512 * 1024;

/** The key of a query's answer: who asks, in which media type, and exactly what. */
export function answerKey(credential: string, media: string, request: GraphRequest): string {
  // The credential and the media type hold no line break and the variables' JSON none either;
  // the operation name may, so its length goes first: no two requests share a key.
  const name = request.operationName ?? '';
  return `${credential}\n${media}\n${name.length}:${name}\n${JSON.stringify(request.variables)}\n${request.query}`;
}
