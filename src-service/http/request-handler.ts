import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './json-response.ts';
import type { Router } from './router.ts';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface RequestHandlerOptions {
  /**
   * Host header values accepted (lower case, with port). Set when the service listens on
   * loopback: a page on another site that rebinds its DNS name to 127.0.0.1 then gets nothing.
   */
  readonly allowedHosts: ReadonlySet<string> | null;
  readonly reportError: (error: unknown) => void;
}

/**
 * The service's top-level request handler: checks the request target and Host, dispatches to the
 * router, and answers anything a route throws with a generic error (in the format the interface
 * registered for its paths, see Router.answerFailures),
 * reported without the request's credentials. A stack trace never leaves the process.
 */
export function createRequestHandler(router: Router, options: RequestHandlerOptions): RequestHandler {
  return async (req, res) => {
    const target = req.url ?? '';
    if (!target.startsWith('/')) {
      sendError(res, 400, 'Bad request target');
      return;
    }
    if (options.allowedHosts !== null && !options.allowedHosts.has((req.headers.host ?? '').toLowerCase())) {
      sendError(res, 421, 'This service does not answer for that host name');
      return;
    }
    const url = new URL(`http://service.invalid${target}`);
    try {
      const match = router.match(req.method ?? 'GET', url.pathname);
      switch (match.kind) {
        case 'found':
          await match.handler({ req, res, url, params: match.params, rest: match.rest });
          return;
        case 'method-not-allowed':
          sendError(res, 405, 'Method not allowed', { Allow: match.allow.join(', ') });
          return;
        case 'bad-path':
          sendError(res, 400, 'The path is not correctly percent-encoded');
          return;
        case 'none':
          sendError(res, 404, 'Not found');
          return;
      }
    } catch (error) {
      options.reportError(error);
      if (res.headersSent) {
        res.destroy();
      } else {
        const answer = router.failureAnswer(url.pathname);
        if (answer === null) sendError(res, 500, 'Internal error');
        else answer(res, url);
      }
    }
  };
}
