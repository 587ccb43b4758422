import { z } from 'zod';

/** The addendum's error codes, with what each means. */
export const v1ErrorCodes = {
  'PE01-1001': 'unauthorized',
  'PE01-1002': 'token missing',
  'PE01-1003': 'tenant missing',
  'PE01-1005': 'tenant unknown',
  'PE01-1006': 'confirmation invalid',
  'PE01-1008': 'access denied',
  'PE01-1010': 'token invalid or expired',
  'PE01-1011': 'refresh token invalid or expired',
  'PE01-1101': 'object not found',
  'PE01-1102': 'already exists',
  'PE01-1103': 'operation not allowed',
  'PE01-1104': 'validation error',
  'PE01-1105': 'wrong parameters',
  'PE01-1106': 'illegal state',
  'PE01-1107': 'version stale',
  'PE01-1109': 'file too large',
  'PE01-9001': 'unhandled error',
  'PE01-9002': 'limit exceeded',
  'PE01-9003': 'resource not found',
  'PE01-9004': 'unrecognized request',
  'PE01-9005': 'incompatible content type',
} as const;

export type KnownV1ErrorCode = keyof typeof v1ErrorCodes;

export const v1ConstraintViolation = z.object({
  entityPath: z.string().optional(),
  entityType: z.string().optional(),
  field: z.string().optional(),
  constraint: z.string().optional(),
  message: z.string().optional(),
});
export type V1ConstraintViolation = z.infer<typeof v1ConstraintViolation>;

/** The error body every v1 failure carries (addendum B). Unknown extra fields are tolerated. */
export const v1ErrorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  description: z.string().optional(),
  constraintViolations: z.array(v1ConstraintViolation).optional(),
});
export type V1ErrorBody = z.infer<typeof v1ErrorBody>;

/** The body as a v1 error, or null when it is something else (an HTML proxy page, say). */
export function parseV1ErrorBody(value: unknown): V1ErrorBody | null {
  const parsed = v1ErrorBody.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function isKnownV1ErrorCode(code: string): code is KnownV1ErrorCode {
  return Object.hasOwn(v1ErrorCodes, code);
}
