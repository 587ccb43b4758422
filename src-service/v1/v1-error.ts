import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/json-response.ts';

export interface ConstraintViolation {
  readonly entityPath: string;
  readonly entityType: string;
  readonly field: string;
  readonly constraint: string;
  readonly message: string;
}

export interface V1ErrorBody {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly description?: string;
  readonly constraintViolations?: readonly ConstraintViolation[];
}

/** The v1 error body of addendum B; `suppress_response_code=true` answers it with status 200. */
export function sendV1Error(res: ServerResponse, url: URL, body: V1ErrorBody): void {
  const suppress = url.searchParams.get('suppress_response_code') === 'true';
  sendJson(res, suppress ? 200 : body.status, body);
}
