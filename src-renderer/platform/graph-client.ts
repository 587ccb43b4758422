import { cacheExchange, Client, fetchExchange } from '@urql/core';
import type { StintBridge } from '../../src-shared/ipc/bridge.ts';
import { IpcError } from '../../src-shared/ipc/result.ts';

/** urql never reaches this address: its fetch is replaced by the IPC call below. */
const unusedUrl = 'https://stint.invalid/graphql';

interface UrqlBody {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A `fetch` for urql that hands each GraphQL operation to main over IPC (`graph:execute`); main
 * attaches the credential and sends it. The renderer never sees a token and does no network I/O.
 * An IPC error comes back as a GraphQL error carrying its code and sentence.
 */
export function ipcGraphFetch(bridge: Pick<StintBridge, 'invoke'>): typeof fetch {
  return async (_input, init) => {
    let body: UrqlBody;
    try {
      body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as UrqlBody;
    } catch {
      body = {};
    }
    const variables =
      body.variables !== null && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : undefined;
    try {
      const result = await bridge.invoke('graph:execute', {
        query: typeof body.query === 'string' ? body.query : '',
        ...(variables === undefined ? {} : { variables }),
        ...(typeof body.operationName === 'string' ? { operationName: body.operationName } : {}),
      });
      return jsonResponse(result);
    } catch (error) {
      const code = error instanceof IpcError ? error.code : 'failed';
      const message = error instanceof Error ? error.message : 'The request failed.';
      return jsonResponse({ errors: [{ message, extensions: { code } }] });
    }
  };
}

/** A fresh urql client (and so a fresh cache): one per organization. */
export function createGraphClient(bridge: Pick<StintBridge, 'invoke'>): Client {
  return new Client({
    url: unusedUrl,
    exchanges: [cacheExchange, fetchExchange],
    fetch: ipcGraphFetch(bridge),
    preferGetMethod: false,
  });
}
