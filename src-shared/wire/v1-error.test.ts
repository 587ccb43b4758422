import { describe, expect, it } from 'vitest';
import { isKnownV1ErrorCode, parseV1ErrorBody } from './v1-error.ts';

describe('v1 error body', () => {
  it('reads the addendum example with its violations', () => {
    const body = parseV1ErrorBody({
      status: 412,
      code: 'PE01-1104',
      message: 'Validation error',
      description: 'Project.owner - NotNull(may not be null)',
      constraintViolations: [
        {
          entityPath: '',
          entityType: 'Project',
          field: 'owner',
          constraint: 'NotNull',
          message: 'may not be null',
        },
      ],
    });
    expect(body?.code).toBe('PE01-1104');
    expect(body?.constraintViolations?.[0]?.field).toBe('owner');
  });

  it('refuses bodies that are not v1 errors', () => {
    expect(parseV1ErrorBody('<html>')).toBeNull();
    expect(parseV1ErrorBody({ error: 'Invalid access token', status: 401 })).toBeNull();
    expect(parseV1ErrorBody(null)).toBeNull();
  });

  it('knows the addendum codes and nothing else', () => {
    expect(isKnownV1ErrorCode('PE01-1107')).toBe(true);
    expect(isKnownV1ErrorCode('toString')).toBe(false);
    expect(isKnownV1ErrorCode('PE01-0000')).toBe(false);
  });
});
