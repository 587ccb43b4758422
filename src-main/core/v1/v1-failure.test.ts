import { describe, expect, it } from 'vitest';
import { CoreError } from '../ipc/core-error.ts';
import { V1Error, V1UnavailableError } from './v1-errors.ts';
import { v1Failure, withV1Failure } from './v1-failure.ts';
import { V1NotConnectedError } from './v1-session.ts';

const body = (code: string, status: number, description?: string) => ({
  status,
  code,
  message: 'Problem',
  ...(description === undefined ? {} : { description }),
});

describe('v1Failure', () => {
  it('says what to do for each kind of failure', () => {
    const cases: [unknown, string, RegExp][] = [
      [new V1NotConnectedError(), 'v1-not-connected', /enter your password once/],
      [
        new V1UnavailableError('x', 503, null),
        'service-unreachable',
        /^Loading the totals did not work: the service is not answering/,
      ],
      [new V1Error(403, body('PE01-1008', 403)), 'forbidden', /not allowed with your access/],
      [new V1Error(404, body('PE01-1101', 404)), 'not-found', /no longer there/],
      [
        new V1Error(400, body('PE01-1105', 400, 'range must be one of …')),
        'invalid-argument',
        /range must be one of/,
      ],
      [new V1Error(412, body('PE01-1106', 412)), 'failed', /answered: Problem \(PE01-1106\)/],
    ];
    for (const [error, code, message] of cases) {
      const result = v1Failure(error, { id: 'action.loadTotals' });
      if (!(result instanceof CoreError)) throw new Error('expected a CoreError');
      expect(result.code).toBe(code);
      expect(result.message).toMatch(message);
    }
  });

  it('passes sentences already made and unknown errors through', async () => {
    const made = CoreError.asIs('x', 'Already a sentence.');
    expect(v1Failure(made, { id: 'action.export' })).toBe(made);
    const bug = new TypeError('bug');
    await expect(withV1Failure({ id: 'action.export' }, () => Promise.reject(bug))).rejects.toBe(bug);
    await expect(withV1Failure({ id: 'action.export' }, () => Promise.resolve(3))).resolves.toBe(3);
  });
});
