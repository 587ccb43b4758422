export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogSink {
  write(level: LogLevel, line: string): void;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Field names whose values are never written, whatever they hold. */
const secretFieldPattern =
  /token|secret|password|passwd|api[-_]?key|authorization|cookie|verifier|credential|^(code|key)$/i;

/** Shapes that look like credentials wherever they appear in a message. */
const secretValuePatterns: readonly RegExp[] = [
  /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, // JWT
  /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi,
  /([?&](?:token|refresh_token|code|code_verifier|apikey|key|password)=)[^&\s#]+/gi,
];

export function redact(text: string): string {
  let out = text;
  for (const pattern of secretValuePatterns) {
    out = out.replace(pattern, (match: string, prefix?: string) =>
      typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]',
    );
  }
  return out;
}

function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (secretFieldPattern.test(key)) out[key] = '[redacted]';
    else if (value instanceof Error) out[key] = redact(`${value.name}: ${value.message}`);
    else if (typeof value === 'string') out[key] = redact(value);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) out[key] = value;
    else out[key] = redact(safeJson(value));
  }
  return out;
}

function safeJson(value: unknown): string {
  try {
    // JSON.stringify answers undefined for undefined, functions and symbols.
    const text = JSON.stringify(value) as string | undefined;
    return text ?? String(value);
  } catch {
    return '[unserializable]';
  }
}

/**
 * A logger that redacts before anything reaches the sink: field names that name a secret lose
 * their value, and token-shaped text is masked inside messages. Stack traces are not written.
 */
export function createLogger(sink: LogSink, scope = 'stint'): Logger {
  const log = (level: LogLevel, message: string, fields?: Record<string, unknown>): void => {
    const tail = fields === undefined ? '' : ` ${safeJson(redactFields(fields))}`;
    sink.write(level, `${new Date().toISOString()} ${level} [${scope}] ${redact(message)}${tail}`);
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  };
}

export const consoleSink: LogSink = {
  write(level, line) {
    if (level === 'debug' && process.env['STINT_DEBUG'] !== '1') return;
    process.stderr.write(`${line}\n`);
  },
};
