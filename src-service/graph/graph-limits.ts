import { graphError } from './graph-errors.ts';

/** Page sizes of every connection field (`first`). */
export const pageSize = {
  default: 20,
  max: 100,
  /** The requested size, or a BAD_REQUEST error naming the limit. */
  check(first: number | null | undefined): number {
    if (first == null) return pageSize.default;
    if (!Number.isInteger(first) || first < 1 || first > pageSize.max) {
      throw graphError(`first must be between 1 and ${pageSize.max}.`, 'BAD_REQUEST');
    }
    return first;
  },
};

/**
 * Limits on a query's shape, checked before it runs (graph-query-cost.ts):
 * - depth: fields nested inside each other (introspection fields excluded);
 * - complexity: every field costs 1, and a connection's selection costs `first` times its own
 *   (so `projects(first: 100) { edges { node { id title code } } }` costs 1 + 100 x 5 = 501);
 * - tokens: the parser stops reading a document with more lexical tokens.
 */
export const queryLimits = {
  maxDepth: 10,
  maxComplexity: 5000,
  maxTokens: 10_000,
} as const;
