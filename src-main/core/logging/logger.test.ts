import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './logger.ts';

describe('redact', () => {
  it('masks JWTs, bearer and basic credentials, and secret query parameters', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
    const text = `token ${jwt} Authorization: Bearer abc.def Basic dXNlcjpwdw== /v1/x?token=s3cr3t&top=5&refresh_token=r1`;
    const out = redact(text);
    expect(out).not.toContain(jwt);
    expect(out).not.toContain('abc.def');
    expect(out).not.toContain('dXNlcjpwdw==');
    expect(out).not.toContain('s3cr3t');
    expect(out).not.toContain('r1');
    expect(out).toContain('top=5');
  });
});

describe('createLogger', () => {
  it('drops the values of fields named like secrets', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (_level, line) => lines.push(line) });
    logger.info('signed in', {
      refreshToken: 'rt-1',
      apiKey: 'key-1',
      password: 'pw',
      code: 'auth-code',
      statusCode: 200,
      user: 'u1',
    });
    const line = lines.join('\n');
    for (const secret of ['rt-1', 'key-1', '"pw"', 'auth-code']) expect(line).not.toContain(secret);
    expect(line).toContain('"statusCode":200');
    expect(line).toContain('"user":"u1"');
  });
});
