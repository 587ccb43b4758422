import { describe, expect, it } from 'vitest';
import { V1Error, v1ErrorCodes, validationError, wrongParameters } from './v1-error.ts';

describe('V1Error', () => {
  it('carries the status of its code and the addendum body', () => {
    const e = new V1Error('PE01-1107', 'Project version 3 is older than 4: name');
    expect(e.status).toBe(409);
    expect(e.toBody()).toEqual({
      status: 409,
      code: 'PE01-1107',
      message: 'Version stale',
      description: 'Project version 3 is older than 4: name',
    });
  });

  it('covers the addendum table exactly', () => {
    expect(Object.fromEntries(Object.entries(v1ErrorCodes).map(([k, v]) => [k, v.status]))).toEqual({
      'PE01-1001': 401,
      'PE01-1002': 400,
      'PE01-1003': 400,
      'PE01-1005': 401,
      'PE01-1006': 400,
      'PE01-1008': 403,
      'PE01-1010': 401,
      'PE01-1011': 401,
      'PE01-1101': 404,
      'PE01-1102': 409,
      'PE01-1103': 400,
      'PE01-1104': 412,
      'PE01-1105': 400,
      'PE01-1106': 412,
      'PE01-1107': 409,
      'PE01-1109': 412,
      'PE01-9001': 500,
      'PE01-9002': 412,
      'PE01-9003': 404,
      'PE01-9004': 400,
      'PE01-9005': 406,
    });
  });

  it('describes validation errors as the addendum example does', () => {
    const e = validationError([
      {
        entityPath: '',
        entityType: 'Project',
        field: 'owner',
        constraint: 'NotNull',
        message: 'may not be null',
      },
    ]);
    expect(e.toBody()).toEqual({
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
    expect(wrongParameters('x').toBody().code).toBe('PE01-1105');
  });
});
