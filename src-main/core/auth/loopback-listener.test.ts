import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { SignInCancelledError, SignInTimedOutError } from './auth-errors.ts';
import { startLoopbackListener, type LoopbackListener } from './loopback-listener.ts';

const state = 'state-Zm9vYmFyYmF6cXV4LXNlY3JldC1zdGF0ZS12YWx1ZQ';
const code = 'code-c2VjcmV0LWF1dGhvcml6YXRpb24tY29kZQ';
const listeners: LoopbackListener[] = [];
const logLines: string[] = [];
const logger = createLogger({ write: (_level, line) => logLines.push(line) });

afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
  logLines.length = 0;
});

async function listen(timeoutMs = 10_000): Promise<LoopbackListener> {
  const listener = await startLoopbackListener({ state, timeoutMs, logger });
  listeners.push(listener);
  return listener;
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

/** Sends a request the way a browser (or a hostile page) would, with full control of Host. */
function get(
  listener: LoopbackListener,
  path: string,
  options: { host?: string; method?: string } = {},
): Promise<Answer> {
  const { port } = new URL(listener.redirectUri);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(port),
        path,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? `127.0.0.1:${port}` },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.once('error', reject);
    req.end();
  });
}

const query = (params: Record<string, string>) => `/callback?${new URLSearchParams(params).toString()}`;

function expectNoLeak(answer: Answer): void {
  expect(answer.body).not.toContain(code);
  expect(answer.body).not.toContain(state);
  expect(JSON.stringify(answer.headers)).not.toContain(code);
  for (const line of logLines) {
    expect(line).not.toContain(code);
    expect(line).not.toContain(state);
  }
}

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const winner = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((r) => setTimeout(() => r(marker), 50)),
  ]);
  return winner !== marker;
}

describe('loopback listener', () => {
  it('listens on 127.0.0.1 with a free port and the /callback path', async () => {
    const listener = await listen();
    expect(listener.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
  });

  it('accepts one valid callback, answers a page that echoes nothing, then closes', async () => {
    const listener = await listen();
    const answer = await get(listener, query({ code, state }));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('You can close this tab');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expectNoLeak(answer);
    expect(await listener.result).toEqual({ kind: 'code', code });
    await expect(get(listener, query({ code: 'second', state }))).rejects.toThrow(
      /ECONNREFUSED|socket hang up|ECONNRESET/,
    );
  });

  it('refuses a wrong state and keeps waiting for the real callback', async () => {
    const listener = await listen();
    const wrong = await get(listener, query({ code: 'forged-code', state: `${state}x` }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('does not match');
    expectNoLeak(wrong);
    const missing = await get(listener, query({ code: 'forged-code' }));
    expect(missing.status).toBe(400);
    expect(await isSettled(listener.result)).toBe(false);
    await get(listener, query({ code, state }));
    expect(await listener.result).toEqual({ kind: 'code', code });
  });

  it('reports an error callback to the app without echoing it into the page', async () => {
    const listener = await listen();
    const answer = await get(
      listener,
      query({ error: 'access_denied', error_description: '<script>alert(1)</script>', state }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('did not sign you in');
    expect(answer.body).not.toContain('access_denied');
    expect(answer.body).not.toContain('<script>');
    expect(await listener.result).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: '<script>alert(1)</script>',
    });
  });

  it('ignores an error callback that carries a wrong state', async () => {
    const listener = await listen();
    const answer = await get(listener, query({ error: 'access_denied', state: 'other' }));
    expect(answer.status).toBe(400);
    expect(await isSettled(listener.result)).toBe(false);
  });

  it('refuses a second callback once the first was accepted', async () => {
    const listener = await listen();
    const first = get(listener, query({ code, state }));
    await first;
    const second: Answer | Error = await get(listener, query({ code: 'other-code', state })).catch(
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    // Either the port is closed already, or the request is turned away as too late.
    if (!(second instanceof Error)) expect(second.status).toBe(410);
    expect(await listener.result).toEqual({ kind: 'code', code });
  });

  it.each([['evil.example'], ['localhost'], ['127.0.0.1.evil.example']])(
    'refuses a request whose Host is %s (DNS rebinding)',
    async (hostname) => {
      const listener = await listen();
      const { port } = new URL(listener.redirectUri);
      const answer = await get(listener, query({ code, state }), { host: `${hostname}:${port}` });
      expect(answer.status).toBe(421);
      expectNoLeak(answer);
      expect(await isSettled(listener.result)).toBe(false);
    },
  );

  it('refuses other paths, other methods and a callback without a code', async () => {
    const listener = await listen();
    expect((await get(listener, '/favicon.ico')).status).toBe(404);
    expect((await get(listener, query({ code, state }), { method: 'POST' })).status).toBe(405);
    expect((await get(listener, query({ state }))).status).toBe(400);
    expect(await isSettled(listener.result)).toBe(false);
  });

  it('gives up after the timeout and closes the port', async () => {
    const listener = await listen(100);
    await expect(listener.result).rejects.toBeInstanceOf(SignInTimedOutError);
    await expect(get(listener, query({ code, state }))).rejects.toThrow();
  });

  it('closes on cancel: the sign-in ends and a late callback finds nobody', async () => {
    const listener = await listen();
    await listener.close();
    await expect(listener.result).rejects.toBeInstanceOf(SignInCancelledError);
    await expect(get(listener, query({ code, state }))).rejects.toThrow();
  });
});
