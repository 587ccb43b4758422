import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json-response.ts';

export interface ServiceContext {
  readonly version: string;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The service's top-level request handler. Anything a route throws is answered with a generic
 * JSON error and logged without the request's credentials; a stack trace never leaves the process.
 */
export function createRequestHandler(
  context: ServiceContext,
  onUnexpected: (error: unknown) => void,
): RequestHandler {
  return async (req, res) => {
    try {
      await route(context, req, res);
    } catch (error) {
      onUnexpected(error);
      if (!res.headersSent) {
        sendJson(res, 500, { error: 'Internal error', status: 500 });
      } else {
        res.destroy();
      }
    }
  };
}

function route(context: ServiceContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://service.invalid').pathname;
  if (path === '/health') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Method not allowed', status: 405 }, { Allow: 'GET, HEAD' });
    } else {
      sendJson(res, 200, { status: 'ok', service: 'stint', version: context.version });
    }
    return Promise.resolve();
  }
  sendJson(res, 404, { error: 'Not found', status: 404 });
  return Promise.resolve();
}
