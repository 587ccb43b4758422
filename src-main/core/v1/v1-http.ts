import { reviveParsedV1Dates } from '../../../src-shared/wire/v1-date.ts';
import { parseJsonOrUndefined, readText } from '../http/read-body.ts';
import { parseRetryAfter } from '../http/retry-after.ts';
import { v1ErrorFrom, V1UnavailableError } from './v1-errors.ts';

export interface V1HttpOptions {
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

export interface V1Response {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/**
 * One v1 request: sends, reads the body with a size cap, and turns failures into V1Error (with
 * the addendum's body decoded) or V1UnavailableError. Dates are revived by `json()`.
 */
export async function v1Request(
  url: string,
  init: RequestInit,
  options: V1HttpOptions = {},
): Promise<V1Response> {
  let res: Response;
  let text: string;
  try {
    res = await (options.fetch ?? fetch)(url, {
      ...init,
      // Query parameters carry the token: a redirect would hand it to another address.
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await readText(res, options.maxResponseBytes ?? 64 * 1024 * 1024);
  } catch (error) {
    throw new V1UnavailableError('The v1 interface could not be reached.', null, null, error);
  }
  const status = res.status;
  if (status === 408 || status === 429 || status >= 500) {
    const json = parseJsonOrUndefined(text);
    const error = v1ErrorFrom(status, json);
    // A 500 with a v1 body is the service's own unhandled error: retrying will not help.
    if (status === 500 && error.body !== null) throw error;
    throw new V1UnavailableError(
      `The v1 interface is busy or unavailable (HTTP ${status}).`,
      status,
      parseRetryAfter(res.headers.get('retry-after')),
    );
  }
  if (status < 200 || status >= 300) throw v1ErrorFrom(status, parseJsonOrUndefined(text));
  return { status, contentType: res.headers.get('content-type') ?? '', text };
}

/** The body as JSON with `/Date(ms)/` decoded; undefined for an empty body. */
export function v1Json(response: V1Response): unknown {
  if (response.text.trim() === '') return undefined;
  const json = parseJsonOrUndefined(response.text);
  if (json === undefined) {
    throw new V1UnavailableError(
      'The v1 interface answered with something that is not JSON.',
      response.status,
      null,
    );
  }
  return reviveParsedV1Dates(json);
}
