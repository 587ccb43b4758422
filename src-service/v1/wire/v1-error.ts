/**
 * The v1 error vocabulary (addendum B): every failure of the v1 interface is one of these codes,
 * answered with the same body shape. Routes throw `V1Error`; the HTTP layer turns it into a
 * response, so no route formats an error body by hand.
 */
export const v1ErrorCodes = {
  'PE01-1001': { status: 401, message: 'Unauthorized' },
  'PE01-1002': { status: 400, message: 'Token missing' },
  'PE01-1003': { status: 400, message: 'Tenant missing' },
  'PE01-1005': { status: 401, message: 'Tenant unknown' },
  'PE01-1006': { status: 400, message: 'Confirmation invalid' },
  'PE01-1008': { status: 403, message: 'Access denied' },
  'PE01-1010': { status: 401, message: 'Token invalid or expired' },
  'PE01-1011': { status: 401, message: 'Refresh token invalid or expired' },
  'PE01-1101': { status: 404, message: 'Object not found' },
  'PE01-1102': { status: 409, message: 'Already exists' },
  'PE01-1103': { status: 400, message: 'Operation not allowed' },
  'PE01-1104': { status: 412, message: 'Validation error' },
  'PE01-1105': { status: 400, message: 'Wrong parameters' },
  'PE01-1106': { status: 412, message: 'Illegal state' },
  'PE01-1107': { status: 409, message: 'Version stale' },
  'PE01-1109': { status: 412, message: 'File too large' },
  'PE01-9001': { status: 500, message: 'Unhandled error' },
  'PE01-9002': { status: 412, message: 'Limit exceeded' },
  'PE01-9003': { status: 404, message: 'Resource not found' },
  'PE01-9004': { status: 400, message: 'Unrecognized request' },
  'PE01-9005': { status: 406, message: 'Incompatible content type' },
} as const satisfies Record<string, { status: number; message: string }>;

export type V1ErrorCode = keyof typeof v1ErrorCodes;

export interface ConstraintViolation {
  readonly entityPath: string;
  readonly entityType: string;
  readonly field: string;
  readonly constraint: string;
  readonly message: string;
}

export interface V1ErrorBody {
  readonly status: number;
  readonly code: V1ErrorCode;
  readonly message: string;
  readonly description: string;
  readonly constraintViolations?: readonly ConstraintViolation[];
}

export class V1Error extends Error {
  readonly code: V1ErrorCode;
  readonly status: number;
  readonly description: string;
  readonly constraintViolations: readonly ConstraintViolation[] | undefined;
  /** Sent as Retry-After: when the client may ask again. */
  readonly retryAfterSeconds: number | null;

  constructor(
    code: V1ErrorCode,
    description: string,
    constraintViolations?: readonly ConstraintViolation[],
    overrides: { readonly status?: number; readonly retryAfterSeconds?: number } = {},
  ) {
    super(`${code}: ${description}`);
    this.name = 'V1Error';
    this.code = code;
    this.status = overrides.status ?? v1ErrorCodes[code].status;
    this.description = description;
    this.constraintViolations = constraintViolations;
    this.retryAfterSeconds = overrides.retryAfterSeconds ?? null;
  }

  toBody(): V1ErrorBody {
    const base = {
      status: this.status,
      code: this.code,
      message: v1ErrorCodes[this.code].message,
      description: this.description,
    };
    return this.constraintViolations === undefined
      ? base
      : { ...base, constraintViolations: this.constraintViolations };
  }
}

/** A validation failure (412 PE01-1104) whose description lists every violation, as the addendum shows. */
export function validationError(violations: readonly ConstraintViolation[]): V1Error {
  const description = violations
    .map((v) => `${v.entityType}.${v.field} - ${v.constraint}(${v.message})`)
    .join('; ');
  return new V1Error('PE01-1104', description, violations);
}

/** Wrong parameters (400 PE01-1105): bad `$filter`, `$orderby`, `summary`, range and friends. */
export function wrongParameters(description: string): V1Error {
  return new V1Error('PE01-1105', description);
}

/**
 * Too many requests from one client (addendum A: beyond about 500 per 10 s the service answers
 * 503). The code is the table's "limit exceeded"; the status is the one the addendum gives for
 * this limit, so clients that back off on 503 do.
 */
export function rateLimitedError(retryAfterMs: number): V1Error {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new V1Error(
    'PE01-9002',
    `Too many requests from this client; try again in ${seconds} s`,
    undefined,
    { status: 503, retryAfterSeconds: seconds },
  );
}
