import type { ServerResponse } from 'node:http';

/** Headers every answer of the service carries. */
export const baseHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // Encoded once: measuring the UTF-8 length and then writing the text would encode it twice.
  sendJsonBytes(res, status, Buffer.from(JSON.stringify(body), 'utf8'), headers);
}

/** A JSON answer already encoded. */
function sendJsonBytes(
  res: ServerResponse,
  status: number,
  bytes: Buffer,
  headers: Record<string, string>,
): void {
  res.writeHead(status, jsonHeaders(bytes.length, headers));
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/**
 * A JSON answer as text whose UTF-8 length is known (a kept one): Node writes a text body in one
 * piece with the head, where a buffer takes a second write.
 */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  bytes: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, jsonHeaders(bytes, headers));
  res.end(res.req.method === 'HEAD' ? undefined : text, 'utf8');
}

function jsonHeaders(length: number, headers: Record<string, string>): Record<string, string | number> {
  return {
    ...baseHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': length,
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  };
}

/** `{ error, status }`: the plain error body of the graph endpoint and the service's own paths. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error, status }, headers);
}
