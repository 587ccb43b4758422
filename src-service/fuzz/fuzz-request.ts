import { Agent, request } from 'node:http';

/**
 * One generated request. Credentials appear as placeholders (`{{TOKEN}}` and friends) so that a
 * printed reproduction never shows a secret; they are filled in only when the request is sent.
 */
export interface FuzzRequest {
  /** Which generator made it (for the summary and for reading a finding). */
  readonly family: string;
  readonly method: string;
  /** Path and query exactly as sent, not normalised. */
  readonly path: string;
  /** In order, duplicates allowed. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string | null;
}

/** The real values behind the placeholders. */
export interface Credentials {
  readonly TOKEN: string;
  readonly ACCESS_TOKEN: string;
  readonly API_KEY: string;
  readonly HOSTED_COOKIE: string;
}

export const credentialNames = ['TOKEN', 'ACCESS_TOKEN', 'API_KEY', 'HOSTED_COOKIE'] as const;

export const placeholder = (name: (typeof credentialNames)[number]): string => `{{${name}}}`;

function fill(text: string, credentials: Credentials): string {
  return text.replace(
    /\{\{(TOKEN|ACCESS_TOKEN|API_KEY|HOSTED_COOKIE)\}\}/g,
    (_m, name: string) => credentials[name as keyof Credentials],
  );
}

export interface FuzzAnswer {
  /** 0 when no answer arrived (connection reset, refused, timed out). */
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly ms: number;
  readonly networkError: string | null;
  /** The body was longer than what is kept (maxBodyBytes). */
  readonly truncated: boolean;
}

// An answer is read up to this size: enough for any oracle, and a giant answer cannot exhaust us.
const maxBodyBytes = 1_000_000;

/** Keep-alive sockets as a real client would reuse them (`Connection: close` in a request still works). */
export function fuzzAgent(concurrency: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: concurrency });
}

function sendOnce(
  port: number,
  agent: Agent,
  req: FuzzRequest,
  credentials: Credentials,
  timeoutMs: number,
): Promise<FuzzAnswer & { reused: boolean }> {
  const started = performance.now();
  const headers: string[] = [];
  for (const [name, value] of req.headers) headers.push(name, fill(value, credentials));
  const hasHost = req.headers.some(([name]) => name.toLowerCase() === 'host');
  if (!hasHost) headers.push('Host', `127.0.0.1:${port}`);
  const body = req.body === null ? null : Buffer.from(fill(req.body, credentials), 'utf8');
  if (body !== null && !req.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))) {
    headers.push('Content-Length', String(body.length));
  }
  return new Promise((resolve) => {
    let reused = false;
    let settled = false;
    const done = (answer: FuzzAnswer): void => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, reused });
    };
    const failed = (error: Error): void =>
      done({
        status: 0,
        contentType: '',
        body: '',
        ms: performance.now() - started,
        networkError: `${(error as NodeJS.ErrnoException).code ?? 'ERROR'} ${error.message}`,
        truncated: false,
      });
    let out;
    try {
      out = request(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path: fill(req.path, credentials),
          headers,
          agent,
          insecureHTTPParser: true,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < maxBodyBytes) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('error', failed);
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              contentType: res.headers['content-type'] ?? '',
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
              networkError: null,
              truncated: size > maxBodyBytes,
            }),
          );
        },
      );
    } catch (error) {
      // node:http refuses some shapes (a method with a space, a header with a newline) before
      // anything is sent: the generator made something no client can send, so it is not a finding.
      done({
        status: -1,
        contentType: '',
        body: '',
        ms: 0,
        networkError: error instanceof Error ? error.message : String(error),
        truncated: false,
      });
      return;
    }
    out.on('socket', () => {
      reused = out.reusedSocket;
    });
    out.setTimeout(timeoutMs, () => out.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    out.on('error', failed);
    out.end(body ?? undefined);
  });
}

/**
 * Sends one request over loopback. A keep-alive socket that the server closed just as the request
 * went out is retried (the race node:http documents); every other failure is the answer.
 */
export async function sendFuzzRequest(
  port: number,
  agent: Agent,
  req: FuzzRequest,
  credentials: Credentials,
  timeoutMs = 30_000,
): Promise<FuzzAnswer> {
  let answer = await sendOnce(port, agent, req, credentials, timeoutMs);
  // Several pooled sockets can have closed at once (after the fuzzer itself paused), so a few tries.
  for (let tries = 1; tries < 4 && answer.status === 0 && answer.reused; tries++) {
    if (!/ECONNRESET|EPIPE|socket hang up/.test(answer.networkError ?? '')) break;
    answer = await sendOnce(port, agent, req, credentials, timeoutMs);
  }
  return answer;
}

/** Single-quotes a word for a POSIX shell; bytes a terminal would mangle go through $'...'. */
export function shellQuote(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f-\uffff]/.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  let out = "$'";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${out}'`;
}

/**
 * Like shellQuote, but a long repetition (100 000 `a`, 3000 `(`) is written as a printf that
 * makes it, so the reproduction stays one readable line and still sends the exact bytes.
 */
function quoteRepeats(text: string): string {
  const words: string[] = [];
  let rest = text;
  for (;;) {
    const m = /([^]{1,40}?)\1{19,}/.exec(rest);
    if (m === null) break;
    const unit = m[1] as string;
    const times = m[0].length / unit.length;
    if (m.index > 0) words.push(shellQuote(rest.slice(0, m.index)));
    words.push(
      `"$(printf ${shellQuote(`${unit.replace(/%/g, '%%').replace(/\\/g, '\\\\')}%.0s`)} $(seq ${times}))"`,
    );
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest !== '' || words.length === 0) words.push(shellQuote(rest));
  return words.join('');
}

/** One line of shell that sends exactly this request to a service on $PORT, credentials as variables. */
export function curlLine(req: FuzzRequest): string {
  const unfill = (text: string): string => text.replace(/\{\{([A-Z_]+)\}\}/g, '${$1}');
  const quoteWithVars = (text: string): string => {
    // Variables must expand, so the credential parts are left outside the single quotes.
    const parts = unfill(text).split(/(\$\{[A-Z_]+\})/);
    return parts
      .filter((part) => part !== '')
      .map((part) => (/^\$\{[A-Z_]+\}$/.test(part) ? `"${part}"` : quoteRepeats(part)))
      .join('');
  };
  const words = ['curl', '-sS', '-i', '--path-as-is', '-g', '-X', shellQuote(req.method)];
  for (const [name, value] of req.headers) words.push('-H', quoteWithVars(`${name}: ${value}`));
  // curl adds these on its own; an empty -H removes them so the service sees what the fuzzer sent.
  for (const name of ['Accept', 'User-Agent', 'Content-Type']) {
    if (!req.headers.some(([n]) => n.toLowerCase() === name.toLowerCase())) words.push('-H', `'${name}:'`);
  }
  // --data-raw: the body as given, with no @file reading.
  if (req.body !== null) words.push('--data-raw', req.body === '' ? "''" : quoteWithVars(req.body));
  words.push(quoteWithVars(`http://127.0.0.1:{{PORT}}${req.path}`));
  return words.join(' ');
}
