import { matchMediaType, parseAccept } from '../../http/accept.ts';
import { V1Error, wrongParameters } from './v1-error.ts';

export type WireFormat = 'json' | 'xml';

const offered: readonly { format: WireFormat; type: string; subtype: string }[] = [
  { format: 'json', type: 'application', subtype: 'json' },
  { format: 'xml', type: 'application', subtype: 'xml' },
  { format: 'xml', type: 'text', subtype: 'xml' },
  // What a JSONP consumer's script loader sends.
  { format: 'json', type: 'application', subtype: 'javascript' },
  { format: 'json', type: 'text', subtype: 'javascript' },
];

export interface FormatRequest {
  /** `format` query parameter, when given. */
  readonly format: string | null;
  /** `.json` or `.xml` written on the path, when given. */
  readonly suffix: WireFormat | null;
  readonly accept: string | undefined;
}

/**
 * Chooses JSON or XML: `format` wins, then a `.json`/`.xml` path suffix, then the Accept header
 * (JSON when it is absent or allows both equally). Nothing acceptable: 406 PE01-9005.
 */
export function chooseFormat(request: FormatRequest): WireFormat {
  if (request.format !== null) {
    const f = request.format.toLowerCase();
    if (f === 'json' || f === 'xml') return f;
    throw new V1Error('PE01-9005', `format must be json or xml, not ${request.format}`);
  }
  if (request.suffix !== null) return request.suffix;
  if (request.accept === undefined || request.accept.trim() === '') return 'json';
  const ranges = parseAccept(request.accept);
  if (ranges.length === 0) return 'json';
  let chosen: WireFormat | null = null;
  let bestQ = 0;
  for (const o of offered) {
    const q = matchMediaType(ranges, `${o.type}/${o.subtype}`)?.q ?? -1;
    if (q > bestQ) {
      bestQ = q;
      chosen = o.format;
    }
  }
  if (chosen === null) {
    throw new V1Error(
      'PE01-9005',
      `None of the accepted types (${request.accept}) is available; use application/json or application/xml`,
    );
  }
  return chosen;
}

/** The format of a request body from its Content-Type; JSON when the header is absent. */
export function bodyFormat(contentType: string | undefined): WireFormat {
  if (contentType === undefined || contentType.trim() === '') return 'json';
  const [media = '', ...params] = contentType
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new V1Error('PE01-9005', `Request bodies must be UTF-8, not ${charset}`);
  }
  if (media === 'application/json' || media.endsWith('+json')) return 'json';
  if (media === 'application/xml' || media === 'text/xml' || media.endsWith('+xml')) return 'xml';
  throw new V1Error('PE01-9005', `Request bodies must be application/json or application/xml, not ${media}`);
}

/** A JSONP callback name: dotted JavaScript identifiers only, so nothing else can be injected. */
const callbackPattern = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

export function checkCallback(callback: string | null, format: WireFormat): string | null {
  if (callback === null) return null;
  if (callback.length > 128 || !callbackPattern.test(callback)) {
    throw wrongParameters('callback must be a JavaScript function name such as handleResult');
  }
  if (format !== 'json') throw wrongParameters('callback (JSONP) answers JSON; do not ask for XML with it');
  return callback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The operation of a request: its HTTP method, or — for clients that can only send GET or POST —
 * the `method` query parameter (or the X-HTTP-Method-Override header), PUT or DELETE.
 */
export function resolveMethod(
  httpMethod: string | undefined,
  methodParam: string | null,
  overrideHeader: string | undefined,
): HttpMethod {
  const actual = (httpMethod ?? 'GET').toUpperCase();
  const requested = methodParam ?? overrideHeader ?? null;
  if (requested !== null && (actual === 'GET' || actual === 'POST')) {
    const m = requested.trim().toUpperCase();
    if (m === 'PUT' || m === 'DELETE' || m === 'POST' || m === 'GET') return m;
    throw wrongParameters(`method must be PUT or DELETE, not ${requested}`);
  }
  if (actual === 'GET' || actual === 'POST' || actual === 'PUT' || actual === 'DELETE') return actual;
  throw new V1Error('PE01-9004', `HTTP method ${actual} is not part of the interface`);
}
