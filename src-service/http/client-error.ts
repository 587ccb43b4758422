import type { Duplex } from 'node:stream';
import { baseHeaders } from './json-response.ts';
import type { RefusalBody } from './router.ts';

/** What Node's HTTP parser attaches to a parse error of a request head. */
interface ParseError extends Error {
  readonly code?: string;
  readonly bytesParsed?: number;
  readonly rawPacket?: Buffer;
}

/** The largest request line plus headers the service reads (Node's default, 16 KB). */
export const maxHeadBytes = 16 * 1024;

/** How long a refused connection is still read (and discarded) so the client can read the answer. */
const lingerMs = 5_000;

const requestLineStart = /^([A-Z]{1,20}) (\S*)/;

/**
 * Which limit a head over the parser's size broke: 414 while the request line is still being
 * read, 431 once a header is. The parser gives the chunk it was reading and where in it it
 * stopped; a line break before that point means the request line had ended. A long header value
 * dribbled in chunks without a line break reads as 414: the parser keeps no more to tell them apart.
 */
export function headOverflowStatus(error: ParseError): 414 | 431 {
  const raw = error.rawPacket;
  if (raw === undefined) return 431;
  const parsed = raw.subarray(0, Math.min(error.bytesParsed ?? raw.length, raw.length));
  return parsed.includes(0x0a) ? 431 : 414;
}

/** Method and path as far as the chunk shows them, when the chunk starts the request. */
function requestLineOf(error: ParseError): { method: string | null; path: string | null } {
  const head = error.rawPacket?.subarray(0, 512).toString('latin1') ?? '';
  const match = requestLineStart.exec(head);
  const path = match?.[2];
  return {
    method: match?.[1] ?? null,
    path: path === undefined ? null : (path.split('?')[0]?.split('#')[0] ?? null),
  };
}

type RefusalStatus = 400 | 408 | 414 | 431;

const refusals: ReadonlyMap<RefusalStatus, { readonly line: string; readonly description: string }> = new Map(
  [
    [400, { line: 'Bad Request', description: 'The request is not valid HTTP' }],
    [408, { line: 'Request Timeout', description: 'The request took too long to arrive' }],
    [414, { line: 'URI Too Long', description: 'The address (path and query) is longer than 16 KB' }],
    [431, { line: 'Request Header Fields Too Large', description: 'The request head is larger than 16 KB' }],
  ],
);

/** Which interface's body a refused request gets, by its path (see Router.refusalBodies). */
export type RefusalBodyFor = (path: string) => RefusalBody | null;

/** The answer a refused head gets: its interface's error body (v1's on v1 paths), else the plain one. */
function bodyOf(status: RefusalStatus, path: string | null, bodyFor: RefusalBodyFor): string {
  const description = refusals.get(status)?.description ?? 'Bad request';
  const body = path === null ? null : bodyFor(path);
  return body === null ? JSON.stringify({ error: description, status }) : body(status, description);
}

/** The socket's response in progress, if any (Node keeps it on the socket while it is written). */
function responseInProgress(socket: Duplex): { readonly headersSent: boolean } | null {
  return (
    (socket as Duplex & { _httpMessage?: { readonly headersSent: boolean } | null })._httpMessage ?? null
  );
}

const answered = new WeakSet<Duplex>();

/**
 * Answers a request Node's parser refused before any route saw it, then lets the client read the
 * answer: the socket is half-closed and what the client still sends is read and dropped for a
 * while, so the client is not reset in the middle of writing (a long URL is still being sent
 * when the parser gives up on it). Without this a client sees a network error, not a status.
 */
export function answerClientError(error: ParseError, socket: Duplex, bodyFor: RefusalBodyFor): void {
  // The parser goes on reading what the client still sends and reports it again: the first
  // answer stands, and the socket is left to drain.
  if (answered.has(socket)) return;
  answered.add(socket);
  const inProgress = responseInProgress(socket);
  // Bytes after a request that asked to close the connection: that request is still being
  // answered, and its answer closes the connection; the extra bytes are only dropped.
  if (inProgress !== null && error.code === 'HPE_CLOSED_CONNECTION') return;
  // Part of another answer is on the wire: anything written now would corrupt it.
  if (!socket.writable || inProgress?.headersSent === true || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status: RefusalStatus =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? headOverflowStatus(error)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const line = requestLineOf(error);
  const body = bodyOf(status, line.path, bodyFor);
  const headers = {
    ...baseHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${refusals.get(status)?.line ?? 'Bad Request'}\r\n${head}\r\n${line.method === 'HEAD' ? '' : body}`,
  );
  socket.on('data', () => undefined);
  socket.on('error', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
