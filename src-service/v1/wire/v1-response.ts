import type { ServerResponse } from 'node:http';
import type { WireFormat } from './negotiate.ts';
import type { V1Error } from './v1-error.ts';
import type { WireValue } from './wire-values.ts';
import { encodeXml } from './xml-encode.ts';

export interface ResponseOptions {
  readonly format: WireFormat;
  /** JSONP function name (already checked), or null. */
  readonly callback: string | null;
  /** `suppress_response_code=true`: always 200, the real status only in an error body. */
  readonly suppressResponseCode: boolean;
}

export type V1Body =
  | { readonly kind: 'empty' }
  | { readonly kind: 'text'; readonly text: string }
  /** `root` names the XML document element; `item` the element of each array entry. */
  | { readonly kind: 'data'; readonly value: WireValue; readonly root: string; readonly item?: string }
  /**
   * A value already encoded as JSON (what `encodeJson` would write), made only for a request
   * that negotiated JSON: a long list skips the objects in between.
   */
  | ({ readonly kind: 'json' } & EncodedJson)
  /** A stored file, sent as it is. */
  | { readonly kind: 'binary'; readonly data: Buffer; readonly contentType: string };

/** JSON already encoded as UTF-8, in a buffer lent until `sent` is called (json-output.ts). */
export interface EncodedJson {
  readonly bytes: Buffer;
  /** Gives the buffer back: the bytes were written, or copied. Called at most once. */
  readonly sent: () => void;
}

/** JSON with `/Date(ms)/` dates (WireDate.toJSON). */
export function encodeJson(value: WireValue): string {
  return JSON.stringify(value);
}

function jsonp(callback: string, json: string): string {
  // The leading comment defeats content sniffing tricks that treat the body as another format.
  return `/**/ ${callback}(${json});`;
}

/** `jsonp` around JSON already encoded as UTF-8. */
function jsonpBytes(callback: string, json: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`/**/ ${callback}(`, 'utf8'), json, Buffer.from(');', 'utf8')]);
}

/**
 * Writes a v1 response in the negotiated format: JSON, XML, JSONP or plain text. Every response
 * is UTF-8, uncached and sniff-proof; with `suppress_response_code` the status is 200.
 */
export function sendV1(
  res: ServerResponse,
  status: number,
  body: V1Body,
  options: ResponseOptions,
  headers: Record<string, string> = {},
): void {
  if (body.kind === 'binary') {
    res.writeHead(status, {
      'Content-Type': body.contentType,
      'Content-Length': String(body.data.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      ...headers,
    });
    res.end(body.data);
    return;
  }
  let contentType: string | null;
  let text: string | Buffer;
  if (options.callback !== null) {
    contentType = 'application/javascript; charset=utf-8';
    text =
      body.kind === 'json'
        ? jsonpBytes(options.callback, body.bytes)
        : jsonp(
            options.callback,
            body.kind === 'data'
              ? encodeJson(body.value)
              : body.kind === 'text'
                ? JSON.stringify(body.text)
                : 'null',
          );
  } else if (body.kind === 'empty') {
    contentType = null;
    text = '';
  } else if (body.kind === 'text') {
    contentType = 'text/plain; charset=utf-8';
    text = body.text;
  } else if (body.kind === 'json') {
    if (options.format !== 'json') throw new Error('A JSON body answers only a request for JSON.');
    contentType = 'application/json; charset=utf-8';
    text = body.bytes;
  } else if (options.format === 'xml') {
    contentType = 'application/xml; charset=utf-8';
    text = encodeXml(body.root, body.value, body.item);
  } else {
    contentType = 'application/json; charset=utf-8';
    text = encodeJson(body.value);
  }
  const finalStatus = options.suppressResponseCode ? 200 : status;
  const noBody = finalStatus === 204 || finalStatus === 304;
  // Encoded once: measuring the UTF-8 length and then writing the text would encode it twice.
  const bytes = noBody ? null : typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  res.writeHead(finalStatus, {
    ...(contentType === null || noBody ? {} : { 'Content-Type': contentType }),
    ...(bytes === null ? {} : { 'Content-Length': String(bytes.length) }),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  if (body.kind === 'json') {
    // The lent buffer goes back once the socket has it; a JSONP copy (or no body) frees it now.
    // A connection that breaks first never finishes: the buffer is then left to the collector.
    if (bytes === body.bytes) res.once('finish', body.sent);
    else body.sent();
  }
  res.end(bytes ?? undefined);
}

/** Answers a `V1Error` with the addendum's error body. */
export function sendV1Error(res: ServerResponse, error: V1Error, options: ResponseOptions): void {
  const body = error.toBody();
  const value: WireValue = {
    status: body.status,
    code: body.code,
    message: body.message,
    description: body.description,
    ...(body.constraintViolations === undefined
      ? {}
      : { constraintViolations: body.constraintViolations.map((v) => ({ ...v })) }),
  };
  const headers =
    error.retryAfterSeconds === null ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
  sendV1(res, error.status, { kind: 'data', value, root: 'error' }, options, headers);
}
