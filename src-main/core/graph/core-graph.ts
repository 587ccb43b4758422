import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { CoreError } from '../ipc/core-error.ts';
import type { GraphOperation, GraphResult } from './graph-client.ts';

export type GraphOperationKind = 'query' | 'mutation';

/**
 * Sends one operation with the current credential (the account session: refresh, retry and the
 * mapping of refusals to problems live there) and answers the GraphQL response.
 */
export type GraphTransport = (operation: GraphOperation, kind: GraphOperationKind) => Promise<GraphResult>;

/** urql never reaches this address: its fetch is replaced by the transport. */
const unusedUrl = 'https://stint.invalid/graphql';

interface UrqlBody {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

function readBody(init: RequestInit | undefined): GraphOperation {
  const parsed: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  const body: UrqlBody = parsed !== null && typeof parsed === 'object' ? parsed : {};
  const variables = body.variables;
  return {
    query: typeof body.query === 'string' ? body.query : '',
    ...(variables !== null && typeof variables === 'object'
      ? { variables: variables as Record<string, unknown> }
      : {}),
    ...(typeof body.operationName === 'string' ? { operationName: body.operationName } : {}),
  };
}

/**
 * The core's GraphQL client: urql with typed documents (see `graphql.ts`). urql builds the
 * request and reads the answer; the transport carries it, so the credential, the 401 handling
 * and the spec's headers (`Accept: application/json`) stay in one place. No cache: the renderer
 * caches per organization with react-query, and the core must never answer one organization's
 * data to another.
 */
export class CoreGraph {
  readonly #client: Client;

  constructor(transport: GraphTransport) {
    this.#client = new Client({
      url: unusedUrl,
      exchanges: [fetchExchange],
      preferGetMethod: false,
      requestPolicy: 'network-only',
      fetch: async (_input, init) => {
        const operation = readBody(init);
        // urql prints our own documents, so the operation keyword comes first.
        const kind: GraphOperationKind = /^\s*mutation\b/.test(operation.query) ? 'mutation' : 'query';
        const result = await transport(operation, kind);
        return new Response(JSON.stringify(result), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
  }

  async query<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data> {
    return answer(await this.#client.query(document, variables).toPromise());
  }

  async mutate<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data> {
    return answer(await this.#client.mutation(document, variables).toPromise());
  }
}

interface UrqlAnswer<Data> {
  readonly data?: Data | undefined;
  readonly error?:
    | {
        readonly networkError?: Error | undefined;
        readonly graphQLErrors: readonly { readonly message: string }[];
      }
    | undefined;
}

/** The transport's own errors (CoreError, session problems) pass through unchanged. */
function answer<Data>(result: UrqlAnswer<Data>): Data {
  const error = result.error;
  if (error?.networkError !== undefined) throw error.networkError;
  const first = error?.graphQLErrors[0];
  // The service's own sentence: it has no message id.
  if (first !== undefined) throw CoreError.asIs('failed', first.message);
  if (result.data === undefined) {
    throw new CoreError('unexpected-answer', 'error.unexpectedAnswer', {
      what: 'GraphQL',
      detail: 'no data',
    });
  }
  return result.data;
}
