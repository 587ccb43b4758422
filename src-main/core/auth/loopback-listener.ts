import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logging/logger.ts';
import { SignInCancelledError, SignInTimedOutError } from './auth-errors.ts';
import {
  callbackPageHeaders,
  notFoundPage,
  signedInPage,
  signInFailedPage,
  wrongAttemptPage,
} from './callback-pages.ts';

export type CallbackResult =
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'error'; readonly error: string; readonly description: string | null };

export interface LoopbackListener {
  /** `http://127.0.0.1:<port>/callback`, for the authorize request. */
  readonly redirectUri: string;
  /** The one valid callback; rejects with SignInTimedOutError or SignInCancelledError. */
  readonly result: Promise<CallbackResult>;
  /** Cancels: closes the listener, and `result` rejects with SignInCancelledError. */
  close(): Promise<void>;
}

export interface LoopbackListenerOptions {
  /** The `state` sent with the authorize request; the callback must return it unchanged. */
  readonly state: string;
  readonly timeoutMs: number;
  readonly logger?: Logger;
}

const callbackPath = '/callback';
const loopbackPeers = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

/**
 * The RFC 8252 loopback redirect: a listener on 127.0.0.1 with a free port that accepts exactly
 * one valid callback (`state` equal) and then closes. Requests addressed to another Host (DNS
 * rebinding), with a wrong or missing `state`, or to another path are refused and change nothing;
 * it keeps waiting for the real answer until the timeout or a cancel.
 */
export async function startLoopbackListener(options: LoopbackListenerOptions): Promise<LoopbackListener> {
  const expectedState = Buffer.from(options.state, 'utf8');
  let port = 0;
  let settle: { resolve: (value: CallbackResult) => void; reject: (error: Error) => void } | null = null;
  const result = new Promise<CallbackResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // The caller may not be awaiting yet when a cancel arrives; an unobserved rejection must not crash.
  result.catch(() => undefined);

  let finished = false;
  let closing: Promise<void> | null = null;
  const server: Server = createServer((req, res) => handle(req, res));
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;

  const stop = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      clearTimeout(timer);
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    return closing;
  };

  const finish = (outcome: CallbackResult | Error): void => {
    if (finished) return;
    finished = true;
    if (outcome instanceof Error) settle?.reject(outcome);
    else settle?.resolve(outcome);
  };

  const respond = (res: ServerResponse, status: number, body: string, then?: () => void): void => {
    res.writeHead(status, callbackPageHeaders);
    res.end(body, () => {
      then?.();
      // Keep-alive sockets would let a second request in after the first valid one.
      res.socket?.destroy();
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (finished) {
      respond(res, 410, notFoundPage);
      return;
    }
    if (!loopbackPeers.has(req.socket.remoteAddress ?? '') || req.headers.host !== `127.0.0.1:${port}`) {
      options.logger?.warn('sign-in listener refused a request addressed to another host');
      respond(res, 421, notFoundPage);
      return;
    }
    if (req.method !== 'GET') {
      respond(res, 405, notFoundPage);
      return;
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname !== callbackPath) {
      respond(res, 404, notFoundPage);
      return;
    }
    const state = url.searchParams.get('state');
    if (state === null || !sameSecret(state, expectedState)) {
      options.logger?.warn('sign-in listener refused a callback with a wrong state');
      respond(res, 400, wrongAttemptPage);
      return;
    }
    const error = url.searchParams.get('error');
    if (error !== null) {
      const description = url.searchParams.get('error_description');
      respond(res, 200, signInFailedPage);
      finish({ kind: 'error', error: error.slice(0, 200), description: description?.slice(0, 500) ?? null });
      void stop();
      return;
    }
    const code = url.searchParams.get('code');
    if (code === null || code === '') {
      respond(res, 400, wrongAttemptPage);
      return;
    }
    respond(res, 200, signedInPage);
    finish({ kind: 'code', code });
    void stop();
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  const timer = setTimeout(() => {
    finish(new SignInTimedOutError());
    void stop();
  }, options.timeoutMs);
  timer.unref();

  return {
    redirectUri: `http://127.0.0.1:${port}${callbackPath}`,
    result,
    close() {
      finish(new SignInCancelledError());
      return stop();
    },
  };
}

function sameSecret(presented: string, expected: Buffer): boolean {
  const actual = Buffer.from(presented, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
