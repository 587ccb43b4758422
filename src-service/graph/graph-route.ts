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
import { sendError, sendJson, sendJsonText } from '../http/json-response.ts';
import { isJsonContentType, parseJson, readBody } from '../http/read-body.ts';
import type { RouteModule } from '../http/route-module.ts';
import type { RequestContext } from '../http/router.ts';
import { bodyLimits } from '../service-config.ts';
import type { ServiceContext } from '../service-context.ts';
import { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import { StampedCache } from './caches/stamped-cache.ts';
import { checkGraphCredential, credentialKey, type PrincipalCache } from './graph-credentials.ts';
import { credentialErrors } from './graph-errors.ts';
import { queryLimits } from './graph-limits.ts';
import { graphResponseJson, legacyJson, negotiateGraphMediaType } from './graph-media-type.ts';
import { checkQueryLimits } from './graph-query-cost.ts';
import {
  graphRequestFromBody,
  graphRequestFromSearch,
  isProblem,
  type GraphRequest,
} from './graph-request-params.ts';
import { graphSchema } from './graph-schema.ts';

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

/**
 * What the endpoint keeps between requests, under the database's change stamp: principals by
 * credential, and the encoded answers of queries by credential, media type and request. A query
 * answers from nothing but the caller's principal, the request and the watched tables (no
 * resolver reads the clock), so an answer kept under the current stamp is byte for byte the one
 * running it again would give. Only queries that ran without an error are kept.
 */
interface GraphCaches {
  readonly principals: PrincipalCache;
  readonly answers: StampedCache<KeptAnswer>;
}

/**
 * An answer's JSON text and its length in UTF-8 bytes. Kept as text, not bytes: Node writes a
 * text body in one piece with the head, where a buffer takes a second write.
 */
interface KeptAnswer {
  readonly text: string;
  readonly bytes: number;
}

const newCaches = (): GraphCaches => ({
  principals: new StampedCache({ entries: 1000, weight: 4 * 1024 * 1024 }),
  // 8 MB of answers at most, none over 512 KB (a page of 100 projects is about 20 KB).
  answers: new StampedCache({ entries: 1000, weight: 8 * 1024 * 1024 }),
});

const maxKeptAnswer = 512 * 1024;

/** The key of a query's answer: who asks, in which media type, and exactly what. */
function answerKey(credential: string, media: string, request: GraphRequest): string {
  // The credential and the media type hold no line break and the variables' JSON none either;
  // the operation name may, so its length goes first: no two requests share a key.
  const name = request.operationName ?? '';
  return `${credential}\n${media}\n${name.length}:${name}\n${JSON.stringify(request.variables)}\n${request.query}`;
}

/** Sends one answer of the graph endpoint in the media type the request negotiated. */
type Answer = (status: number, body: unknown, headers?: Record<string, string>) => void;

/** A malformed HTTP request (not a GraphQL one): 400 with a GraphQL-shaped error list. */
const badRequest = (answer: Answer, message: string): void =>
  answer(400, { errors: [{ message, extensions: { classification: 'BAD_REQUEST' } }] });

/** The parameters of a POST from its JSON body, or null once the request has been answered. */
async function paramsFromBody(req: RequestContext, answer: Answer): Promise<GraphRequest | null> {
  const body = await readBody(req.req, bodyLimits.graph);
  if (!body.ok) {
    if (body.status === 413) sendError(req.res, 413, body.reason, { Connection: 'close' });
    else badRequest(answer, body.reason);
    return null;
  }
  const json = parseJson(body.text);
  if (!json.ok) {
    badRequest(answer, 'The body is not valid JSON.');
    return null;
  }
  const request = graphRequestFromBody(json.value);
  if (isProblem(request)) {
    badRequest(answer, request.problem);
    return null;
  }
  return request;
}

/**
 * One request to the graph endpoint, POST or GET (GraphQL over HTTP). With
 * application/graphql-response+json the status says how far the request got: 400 when the
 * document does not parse, validate or fit the limits, or its variables do not coerce (nothing
 * ran); 200 once it executed, errors or not. With application/json every well-formed request
 * answers 200, as the desktop app and clients written before the new media type expect.
 */
async function handleGraph(
  context: ServiceContext,
  cache: DocumentCache,
  tokens: VerifiedTokenCache,
  caches: GraphCaches | null,
  req: RequestContext,
): Promise<void> {
  const { res } = req;
  const media = negotiateGraphMediaType(req.req.headers.accept);
  if (media === null) {
    sendError(res, 406, `Accept must allow ${graphResponseJson} or ${legacyJson}.`, { Vary: 'Accept' });
    return;
  }
  const mediaHeaders = { 'Content-Type': `${media}; charset=utf-8`, Vary: 'Accept' };
  const answer: Answer = (status, body, headers = {}) =>
    sendJson(res, status, body, { ...mediaHeaders, ...headers });
  // Only the new media type reports a request that never executed with a 4xx status.
  const notExecuted = media === graphResponseJson ? 400 : 200;
  const isGet = req.req.method === 'GET';
  if (!isGet && !isJsonContentType(req.req.headers['content-type'])) {
    sendError(res, 415, 'Content-Type must be application/json');
    return;
  }
  // Read before anything a cache keeps is read: see SqlDatabase.changeStamp.
  const stamp = caches === null ? null : await context.db.changeStamp();
  // Credentials first: a rejected credential never gets its query parsed, let alone run.
  const credential = await checkGraphCredential(
    context,
    tokens,
    req.req.headers,
    caches === null ? undefined : { cache: caches.principals, stamp },
  );
  if (!credential.ok) {
    sendError(res, 401, credential.error);
    return;
  }
  let request: GraphRequest;
  if (isGet) {
    const params = graphRequestFromSearch(req.url.searchParams);
    if (isProblem(params)) {
      badRequest(answer, params.problem);
      return;
    }
    request = params;
  } else {
    const params = await paramsFromBody(req, answer);
    if (params === null) return;
    request = params;
  }
  const document = cache.get(request.query);
  if (!isDocument(document)) {
    answer(notExecuted, { errors: formatErrors(document, context.reportError) });
    return;
  }
  const operation = getOperationAST(document, request.operationName);
  // A GET never changes anything: links, prefetches and proxies repeat GETs freely. (Credentials
  // travel only in headers, never cookies, so another site cannot make a signed-in GET anyway.)
  // When no operation is selected, execute finds none either and runs nothing. Every answer
  // carries Cache-Control: no-store (json-response.ts), chosen over `private` because the answer
  // depends on the credential and holds tenant data that must not be written to any cache, not
  // even the caller's own, and a time tracker's next read must see the last write.
  if (isGet && operation !== null && operation !== undefined && operation.operation !== 'query') {
    getRefused(answer, `A ${operation.operation} cannot be sent with GET; send it with POST.`);
    return;
  }
  const { principal } = credential;
  if (
    operation?.operation === 'mutation' &&
    principal.membership !== null &&
    principal.membership.access !== 'FULL'
  ) {
    sendError(res, 401, credentialErrors.invalid);
    return;
  }
  const keyOfCredential = credentialKey(req.req.headers);
  const keep =
    caches !== null && stamp !== null && operation?.operation === 'query' && keyOfCredential !== undefined
      ? { answers: caches.answers, stamp, key: answerKey(keyOfCredential, media, request) }
      : null;
  // A kept answer passed the limits below when it ran: the same document and variables pass again.
  const kept = keep?.answers.get(keep.key, keep.stamp);
  if (kept !== undefined) {
    sendJsonText(res, 200, kept.text, kept.bytes, mediaHeaders);
    return;
  }
  if (operation !== null && operation !== undefined) {
    const limit = checkQueryLimits(document, operation, request.variables);
    if (limit !== null) {
      answer(notExecuted, { errors: formatErrors([limit], context.reportError) });
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
  if (keep !== null && result.errors === undefined && 'data' in result) {
    const text = JSON.stringify({ data: result.data });
    const bytes = Buffer.byteLength(text, 'utf8');
    // Weighed at two bytes a character, as V8 may hold either string.
    if (bytes <= maxKeptAnswer) {
      keep.answers.set(keep.key, keep.stamp, { text, bytes }, (text.length + keep.key.length) * 2);
    }
    sendJsonText(res, 200, text, bytes, mediaHeaders);
    return;
  }
  // No data entry: the operation could not start (unknown operation, variables that do not coerce).
  answer('data' in result ? 200 : notExecuted, {
    ...(result.errors === undefined ? {} : { errors: formatErrors(result.errors, context.reportError) }),
    ...('data' in result ? { data: result.data } : {}),
  });
}

const getRefused = (answer: Answer, message: string): void =>
  answer(405, { errors: [{ message, extensions: { classification: 'BAD_REQUEST' } }] }, { Allow: 'POST' });

/** POST and GET /graphql: the graph endpoint. */
export const graphRoutes: RouteModule = (router, context) => {
  const cache = new DocumentCache();
  const tokens = new VerifiedTokenCache(context.keys, context.config.issuer);
  const caches = context.config.graphCaches ? newCaches() : null;
  router.add(['GET', 'POST'], '/graphql', (request) => handleGraph(context, cache, tokens, caches, request));
};
