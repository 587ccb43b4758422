import type { IncomingMessage } from 'node:http';

export type BodyResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: 400 | 413; readonly reason: string };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** How long the rest of a refused body is still read (and dropped) before the refusal is answered. */
const drainMs = 5_000;

/**
 * Reads the rest of a refused body without keeping it, until it ends or `drainMs` passed. The
 * refusal closes the connection; closed while the client is still sending, the client would be
 * reset and lose the answer (a network error instead of a 413).
 */
function drain(req: IncomingMessage, result: BodyResult): Promise<BodyResult> {
  if (req.complete) return Promise.resolve(result);
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      req.off('end', done);
      req.off('error', done);
      resolve(result);
    };
    const timer = setTimeout(done, drainMs);
    req.on('data', () => undefined);
    req.on('end', done);
    req.on('error', done);
    req.resume();
  });
}

/**
 * Reads a request body as UTF-8 text, refusing more than `limit` bytes (by Content-Length before
 * reading, or while reading when it lies or is absent) and bytes that are not valid UTF-8.
 * After a refusal the rest of the body is read and dropped for a while (see drain), then the
 * caller answers and the connection closes.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    return drain(req, {
      ok: false,
      status: 413,
      reason: `The request body is larger than ${limit} bytes.`,
    });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        void drain(req, {
          ok: false,
          status: 413,
          reason: `The request body is larger than ${limit} bytes.`,
        }).then(finish);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      try {
        finish({ ok: true, text: decoder.decode(Buffer.concat(chunks, size)) });
      } catch {
        finish({ ok: false, status: 400, reason: 'The request body is not valid UTF-8.' });
      }
    };
    const onError = (): void =>
      finish({ ok: false, status: 400, reason: 'The request body could not be read.' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export interface MediaType {
  readonly type: string;
  readonly charset: string | null;
}

/** The media type of a Content-Type header, lower-cased, with its charset parameter. */
export function mediaType(header: string | undefined): MediaType | null {
  if (header === undefined) return null;
  const [type, ...params] = header.split(';');
  const essence = (type ?? '').trim().toLowerCase();
  if (essence === '') return null;
  let charset: string | null = null;
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value !== undefined) {
      charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    }
  }
  return { type: essence, charset };
}

/** True for `application/json` in UTF-8 (no charset, or utf-8). */
export function isJsonContentType(header: string | undefined): boolean {
  const media = mediaType(header);
  return (
    media !== null &&
    media.type === 'application/json' &&
    (media.charset === null || media.charset === 'utf-8')
  );
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
