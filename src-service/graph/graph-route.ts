import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import type { ServerResponse } from 'node:http';
import { sendError, sendJson } from '../http/json-response.ts';
import { isJsonContentType, isPlainObject, parseJson, readBody } from '../http/read-body.ts';
import type { RouteModule } from '../http/route-module.ts';
import type { RequestContext } from '../http/router.ts';
import { bodyLimits } from '../service-config.ts';
import type { ServiceContext } from '../service-context.ts';
import { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import { checkGraphCredential } from './graph-credentials.ts';
import { credentialErrors } from './graph-errors.ts';
import { queryLimits } from './graph-limits.ts';
import { checkQueryLimits } from './graph-query-cost.ts';
import { graphSchema } from './graph-schema.ts';

interface GraphRequest {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | null;
}

/** A malformed HTTP request (not a GraphQL one): 400 with a GraphQL-shaped error list. */
function badRequest(res: ServerResponse, message: string, status = 400): void {
  sendJson(res, status, { errors: [{ message, extensions: { classification: 'BAD_REQUEST' } }] });
}

function readGraphRequest(value: unknown): GraphRequest | string {
  if (!isPlainObject(value)) return 'The body must be a JSON object with a query.';
  const { query, variables, operationName } = value;
  if (typeof query !== 'string' || query.trim() === '') return 'query must be a non-empty string.';
  if (variables !== undefined && variables !== null && !isPlainObject(variables))
    return 'variables must be an object.';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return 'operationName must be a string.';
  }
  return { query, variables: variables ?? {}, operationName: operationName ?? null };
}

/**
 * Parsed and validated documents by query text: clients send the same few queries again and
 * again, and parsing plus validation cost more than running them. Bounded; oldest out first.
 * A parsed document holds about 50 times its text's size (every token and location), so the
 * bound counts characters too: 256 KiB of query text, about 12 MB of documents at most.
 */
export class DocumentCache {
  readonly #entries = new Map<string, DocumentNode | readonly GraphQLError[]>();
  readonly #limit: number;
  readonly #maxChars: number;
  #chars = 0;

  constructor(limit = 256, maxChars = 256 * 1024) {
    this.#limit = limit;
    this.#maxChars = maxChars;
  }

  /** Documents and characters of query text held now (for the test of the bound). */
  get size(): { documents: number; chars: number } {
    return { documents: this.#entries.size, chars: this.#chars };
  }

  get(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = this.#entries.get(query);
    if (cached !== undefined) return cached;
    let result: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query, { maxTokens: queryLimits.maxTokens });
      const errors = validate(graphSchema, document, undefined, { maxErrors: 20 });
      result = errors.length > 0 ? errors : document;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      result = [error];
    }
    if (query.length <= Math.min(20_000, this.#maxChars)) {
      for (const oldest of this.#entries.keys()) {
        if (this.#entries.size < this.#limit && this.#chars + query.length <= this.#maxChars) break;
        this.#entries.delete(oldest);
        this.#chars -= oldest.length;
      }
      this.#entries.set(query, result);
      this.#chars += query.length;
    }
    return result;
  }
}

const isDocument = (value: DocumentNode | readonly GraphQLError[]): value is DocumentNode => 'kind' in value;

/**
 * Errors as the client sees them: every one classified; an error the code did not mean to raise
 * (a bug, a database failure) is reported to the operator and answered as "Internal error" with
 * no detail, so no stack trace or SQL ever leaves the service.
 */
function formatErrors(
  errors: readonly GraphQLError[],
  report: (error: unknown) => void,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const cause: unknown = error.cause;
    const unexpected = cause != null && !(cause instanceof GraphQLError);
    if (unexpected) report(cause);
    const formatted = error.toJSON();
    return {
      ...formatted,
      message: unexpected ? 'Internal error' : formatted.message,
      extensions: {
        ...formatted.extensions,
        classification: unexpected
          ? 'INTERNAL_ERROR'
          : (formatted.extensions?.['classification'] ?? 'BAD_REQUEST'),
      },
    };
  });
}

async function handleGraph(
  context: ServiceContext,
  cache: DocumentCache,
  tokens: VerifiedTokenCache,
  req: RequestContext,
): Promise<void> {
  const { res } = req;
  if (!isJsonContentType(req.req.headers['content-type'])) {
    sendError(res, 415, 'Content-Type must be application/json');
    return;
  }
  // Credentials first: a rejected credential never gets its query parsed, let alone run.
  const credential = checkGraphCredential(context, tokens, req.req.headers);
  if (!credential.ok) {
    sendError(res, 401, credential.error);
    return;
  }
  const body = await readBody(req.req, bodyLimits.graph);
  if (!body.ok) {
    if (body.status === 413) sendError(res, 413, body.reason, { Connection: 'close' });
    else badRequest(res, body.reason);
    return;
  }
  const json = parseJson(body.text);
  if (!json.ok) {
    badRequest(res, 'The body is not valid JSON.');
    return;
  }
  const request = readGraphRequest(json.value);
  if (typeof request === 'string') {
    badRequest(res, request);
    return;
  }
  const document = cache.get(request.query);
  if (!isDocument(document)) {
    sendJson(res, 200, { errors: formatErrors(document, context.reportError) });
    return;
  }
  const operation = getOperationAST(document, request.operationName);
  const { principal } = credential;
  if (
    operation?.operation === 'mutation' &&
    principal.membership !== null &&
    principal.membership.access !== 'FULL'
  ) {
    sendError(res, 401, credentialErrors.invalid);
    return;
  }
  if (operation !== null && operation !== undefined) {
    const limit = checkQueryLimits(document, operation, request.variables);
    if (limit !== null) {
      sendJson(res, 200, { errors: formatErrors([limit], context.reportError) });
      return;
    }
  }
  const result: ExecutionResult = await execute({
    schema: graphSchema,
    document,
    variableValues: request.variables,
    operationName: request.operationName,
    contextValue: { principal, service: context },
  });
  sendJson(res, 200, {
    ...(result.errors === undefined ? {} : { errors: formatErrors(result.errors, context.reportError) }),
    ...('data' in result ? { data: result.data } : {}),
  });
}

/** POST /graphql: the graph endpoint. */
export const graphRoutes: RouteModule = (router, context) => {
  const cache = new DocumentCache();
  const tokens = new VerifiedTokenCache(context.keys, context.config.issuer);
  router.add('POST', '/graphql', (request) => handleGraph(context, cache, tokens, request));
};
