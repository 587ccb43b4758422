import { z } from 'zod';
import { parseJsonOrUndefined, readText } from '../http/read-body.ts';
import { parseRetryAfter } from '../http/retry-after.ts';
import {
  classifyGraphAuthMessage,
  GraphAuthError,
  GraphProtocolError,
  GraphUnavailableError,
} from './graph-errors.ts';

/** One GraphQL request as the core's client builds it. */
export interface GraphOperation {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string | null;
}

export interface GraphErrorLocation {
  readonly line: number;
  readonly column: number;
}

export interface GraphError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly locations?: readonly GraphErrorLocation[];
  readonly extensions?: Record<string, unknown>;
}

/** The GraphQL response: data and errors as the service sent them. */
export interface GraphResult {
  readonly data?: unknown;
  readonly errors?: readonly GraphError[];
}

/** Exactly one credential per request: never both headers. */
export type GraphCredential =
  { readonly kind: 'bearer'; readonly token: string } | { readonly kind: 'api-key'; readonly key: string };

const authErrorBody = z.object({ error: z.string() });

const graphErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  locations: z.array(z.object({ line: z.number(), column: z.number() })).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

const graphResultSchema = z
  .object({ data: z.unknown().optional(), errors: z.array(graphErrorSchema).optional() })
  .refine((value) => value.data !== undefined || value.errors !== undefined, 'neither data nor errors');

export interface GraphClientOptions {
  readonly graphUrl: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

/**
 * POST `{base_url}/graphql`. The status is checked before the body is parsed: a refused
 * credential is a 401 with a plain `{ error, status }` body, not a GraphQL response.
 */
export class GraphClient {
  readonly #url: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #maxBytes: number;

  constructor(options: GraphClientOptions) {
    this.#url = `${options.graphUrl.replace(/\/+$/, '')}/graphql`;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#maxBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
  }

  async request(operation: GraphOperation, credential: GraphCredential): Promise<GraphResult> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (credential.kind === 'bearer') headers['Authorization'] = `Bearer ${credential.token}`;
    else headers['X-Api-Key'] = credential.key;
    const body: Record<string, unknown> = { query: operation.query };
    if (operation.variables !== undefined) body['variables'] = operation.variables;
    if (operation.operationName != null) body['operationName'] = operation.operationName;

    let res: Response;
    let text: string;
    try {
      res = await this.#fetch(this.#url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        // A redirect would carry the credential to an address nobody chose.
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await readText(res, this.#maxBytes);
    } catch (error) {
      throw new GraphUnavailableError('The service could not be reached.', null, null, error);
    }
    const status = res.status;
    if (status === 401) {
      const parsed = authErrorBody.safeParse(parseJsonOrUndefined(text));
      const message = parsed.success ? parsed.data.error : 'Unauthorized';
      throw new GraphAuthError(classifyGraphAuthMessage(message), message);
    }
    if (status === 408 || status === 429 || status >= 500) {
      throw new GraphUnavailableError(
        `The service is busy or unavailable (HTTP ${status}).`,
        status,
        parseRetryAfter(res.headers.get('retry-after')),
      );
    }
    const json = parseJsonOrUndefined(text);
    const result = graphResultSchema.safeParse(json);
    if (!result.success) {
      throw new GraphProtocolError(`The service answered HTTP ${status} without a GraphQL response.`, status);
    }
    const errors = result.data.errors?.map(toGraphError);
    return {
      ...(result.data.data === undefined ? {} : { data: result.data.data }),
      ...(errors === undefined ? {} : { errors }),
    };
  }
}

function toGraphError(error: z.infer<typeof graphErrorSchema>): GraphError {
  return {
    message: error.message,
    ...(error.path === undefined ? {} : { path: error.path }),
    ...(error.locations === undefined ? {} : { locations: error.locations }),
    ...(error.extensions === undefined ? {} : { extensions: error.extensions }),
  };
}
