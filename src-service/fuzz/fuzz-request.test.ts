import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlLine, type FuzzRequest } from './fuzz-request.ts';

const credentials = {
  TOKEN: 'tok-1',
  ACCESS_TOKEN: 'acc.2',
  API_KEY: 'stint_3',
  HOSTED_COOKIE: 'c4',
  PORT: '8787',
};

/** The arguments bash hands to curl for the line, with the credentials in the environment. */
function curlArguments(line: string): string[] {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${line}`;
  const out = execFileSync('bash', ['-c', script], {
    env: { ...process.env, ...credentials },
    maxBuffer: 1e8,
  });
  return out.toString('utf8').split('\0').slice(0, -1);
}

describe('the one-line reproduction of a finding', () => {
  it('gives curl the exact method, headers, body and URL, credentials taken from variables', () => {
    const request: FuzzRequest = {
      family: 'test',
      method: 'PUT',
      path: `/t/acme/v1/time/projects/x?token={{TOKEN}}&$filter=${'('.repeat(300)}name eq 'a%b'${')'.repeat(300)}`,
      headers: [
        ['Authorization', 'Bearer {{ACCESS_TOKEN}}'],
        ['X-Big', 'a'.repeat(5000)],
        ['X-Odd', "it's \\ \u0001 ä 😀"],
      ],
      body: `{"name":"%d\\n${'<a>'.repeat(100)}","key":"{{API_KEY}}"}\r\n`,
    };
    const line = curlLine(request);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('tok-1');
    expect(line.length).toBeLessThan(1000);
    const args = curlArguments(line);
    expect(args.slice(args.indexOf('-X'), args.indexOf('-X') + 2)).toEqual(['-X', 'PUT']);
    const headers = args.filter((_, i) => args[i - 1] === '-H');
    expect(headers).toEqual([
      'Authorization: Bearer acc.2',
      `X-Big: ${'a'.repeat(5000)}`,
      "X-Odd: it's \\ \u0001 ä 😀",
      'Accept:',
      'User-Agent:',
      'Content-Type:',
    ]);
    expect(args[args.indexOf('--data-raw') + 1]).toBe(
      `{"name":"%d\\n${'<a>'.repeat(100)}","key":"stint_3"}\r\n`,
    );
    expect(args.at(-1)).toBe(
      `http://127.0.0.1:8787/t/acme/v1/time/projects/x?token=tok-1&$filter=${'('.repeat(300)}name eq 'a%b'${')'.repeat(300)}`,
    );
  });
});
