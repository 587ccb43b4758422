import { describe, expect, it } from 'vitest';
import { argumentErrorMessage, argumentIssuesOf } from '../../../src-shared/ipc/argument-error.ts';
import { invokeChannels } from '../../../src-shared/ipc/contract.ts';
import { createLogger, type LogLevel } from '../logging/logger.ts';
import { CoreError } from './core-error.ts';
import type { InvokeHandlers } from './invoke-handlers.ts';
import { createIpcRouter } from './ipc-router.ts';

const context = { sender: 'test' };

function setup(overrides: Partial<InvokeHandlers> = {}) {
  const lines: [LogLevel, string][] = [];
  const logger = createLogger({ write: (level, line) => lines.push([level, line]) });
  const calls: unknown[] = [];
  // Channels these tests do not exercise answer with an error if they are ever reached.
  const unused = Object.fromEntries(
    [...invokeChannels].map((channel) => [channel, () => Promise.reject(new Error(`unexpected ${channel}`))]),
  ) as unknown as InvokeHandlers;
  const handlers: InvokeHandlers = {
    ...unused,
    'app:get-info': (arg) => {
      calls.push(arg);
      return { name: 'Stint', version: '1.0.0', host: 'browser' };
    },
    'backend:get-status': () =>
      Promise.resolve({
        kind: 'embedded',
        state: 'connected',
        url: 'http://127.0.0.1:1',
        serviceVersion: '1',
        problem: null,
        checkedAt: 0,
      }),
    ...overrides,
  };
  return { router: createIpcRouter(handlers, logger), lines, calls };
}

describe('IPC router', () => {
  it('runs the handler of an allowed channel with a valid argument', async () => {
    const { router, calls } = setup();
    const result = await router.dispatch('app:get-info', undefined, context);
    expect(result).toEqual({ ok: true, value: { name: 'Stint', version: '1.0.0', host: 'browser' } });
    expect(calls).toEqual([undefined]);
  });

  it('refuses a channel that is not in the contract without calling anything', async () => {
    const { router, calls } = setup();
    for (const channel of ['shell:exec', 'toString', '__proto__', 42, null]) {
      const result = await router.dispatch(channel, undefined, context);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('unknown-channel');
    }
    expect(calls).toEqual([]);
  });

  it('refuses a bad argument with a clear error and never runs the handler', async () => {
    const { router, calls } = setup();
    const result = await router.dispatch('app:get-info', { path: '/etc/passwd' }, context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-argument');
      expect(result.error.message).toBe(argumentErrorMessage);
      expect(result.error.detail).toEqual({ issues: [{ path: [], kind: 'wrong-type' }] });
    }
    expect(calls).toEqual([]);
  });

  it('answers an argument error as a sentence plus the refused fields, never the schema’s text', async () => {
    const { router } = setup();
    const project = {
      name: ' ',
      code: null,
      note: null,
      clientId: null,
      billable: true,
      active: true,
      timeBudgetMs: 1e15,
      priceBudget: null,
      evil: 1,
    };
    const created = await router.dispatch('projects:create', project, context);
    expect(created).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        messageId: 'error.invalidArgument',
        values: {},
        message: argumentErrorMessage,
        detail: {
          issues: expect.arrayContaining([
            { path: ['name'], kind: 'too-small', limit: 1, of: 'text' },
            { path: ['timeBudgetMs'], kind: 'too-big', limit: 100_000 * 3_600_000, of: 'number' },
            { path: ['evil'], kind: 'not-allowed' },
          ]),
        },
      },
    });
    expect(JSON.stringify(created)).not.toMatch(/Too big|expected|projects:create|✖/);

    const updated = await router.dispatch(
      'projects:update',
      { id: '00000000-0000-4000-8000-000000000001', version: 1, changes: { timeBudgetMs: 1.5 } },
      context,
    );
    expect(updated.ok).toBe(false);
    if (!updated.ok) {
      expect(argumentIssuesOf(updated.error)).toEqual([
        { path: ['changes', 'timeBudgetMs'], kind: 'wrong-type' },
      ]);
    }
  });

  it('passes a CoreError through with its code and sentence', async () => {
    const { router } = setup({
      'app:get-info': () => {
        throw new CoreError(
          'unavailable',
          'error.switchRefused',
          { target: 'Globex', current: 'Acme' },
          { retryInMs: 5 },
        );
      },
    });
    expect(await router.dispatch('app:get-info', undefined, context)).toEqual({
      ok: false,
      error: {
        code: 'unavailable',
        messageId: 'error.switchRefused',
        values: { target: 'Globex', current: 'Acme' },
        message: 'The sign-in service did not let you switch to Globex. You are still in Acme.',
        detail: { retryInMs: 5 },
      },
    });
  });

  it('hides an unexpected error behind a generic sentence and logs it redacted', async () => {
    const { router, lines } = setup({
      'app:get-info': () => {
        throw new Error('db at /home/x failed with token eyJhbGciOiJ.eyJzdWIiOiIx.sig');
      },
    });
    const result = await router.dispatch('app:get-info', undefined, context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('failed');
      expect(result.error.message).not.toContain('/home/x');
      expect(JSON.stringify(result)).not.toContain('stack');
    }
    expect(lines.some(([level, line]) => level === 'error' && line.includes('/home/x'))).toBe(true);
    expect(lines.some(([, line]) => line.includes('eyJhbGciOiJ'))).toBe(false);
  });
});
