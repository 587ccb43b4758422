import {
  parseV1ErrorBody,
  v1ErrorCodes,
  isKnownV1ErrorCode,
  type V1ErrorBody,
} from '../../../src-shared/wire/v1-error.ts';

/** A v1 failure with the addendum's error body decoded: branch on `code`, show `message`/`description`. */
export class V1Error extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: string | null;
  readonly body: V1ErrorBody | null;

  constructor(status: number, body: V1ErrorBody | null) {
    const code = body?.code ?? `HTTP-${status}`;
    super(body === null ? `The v1 interface answered HTTP ${status}.` : `${body.message} (${code})`);
    this.name = 'V1Error';
    this.status = status;
    this.code = code;
    this.description = body?.description ?? null;
    this.body = body;
  }

  /** The addendum's meaning of the code, when it is one of them. */
  get meaning(): string | null {
    return isKnownV1ErrorCode(this.code) ? v1ErrorCodes[this.code] : null;
  }
}

/** 409 PE01-1107: someone changed the record since it was read; `description` names the fields. */
export class V1StaleVersionError extends V1Error {
  constructor(status: number, body: V1ErrorBody) {
    super(status, body);
    this.name = 'V1StaleVersionError';
  }
}

/** The network, a timeout, 408, 429, 503 or another 5xx: retry later. */
export class V1UnavailableError extends Error {
  readonly status: number | null;
  readonly retryAfterMs: number | null;
  constructor(message: string, status: number | null, retryAfterMs: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'V1UnavailableError';
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

export const staleVersionCode = 'PE01-1107';
/** Codes that mean the token (not the request) is the problem. */
export const tokenRejectedCodes: ReadonlySet<string> = new Set(['PE01-1010', 'PE01-1002']);

export function v1ErrorFrom(status: number, json: unknown): V1Error {
  const body = parseV1ErrorBody(json);
  if (body !== null && body.code === staleVersionCode) return new V1StaleVersionError(status, body);
  return new V1Error(status, body);
}
