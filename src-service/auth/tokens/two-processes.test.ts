import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, graph, signInForTokens } from '../../testing/sign-in-client.ts';
import { appKey, basic } from '../../v1/testing/v1-test-client.ts';

// Two `serve` processes on one data folder: unlike two instances in one process, their SQLite
// connections really contend for the write lock, as instances behind one address do.

const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url));
let dataDir: string;
const children: ChildProcess[] = [];
let urls: string[] = [];

function runCli(args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout }));
  });
}

function serve(): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      cli,
      ...['--port', '0', '--data', dataDir, '--seed', 'demo', '--public-url', 'http://stint.example'],
      ...['--v1-rate-limit', '5/60'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  let out = '';
  return new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^stint service listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stint-two-processes-'));
  // One after the other: the first one seeds, the second finds the seed in place.
  const first = await serve();
  urls = [first, await serve()];
}, 60_000);
afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) resolve();
          else {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (i: number): string => urls[i % 2] ?? '';
const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };
const selfQuery = '{ authenticationContext { account { profile { email } } } }';
const kidOf = (token: string): unknown =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: unknown }).kid;

describe('two service processes on one data folder', () => {
  it('rotate a refresh token exactly once when twenty refreshes race over both, none failing otherwise', async () => {
    const tokens = await signInForTokens(at(0), alice);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        authenticate(at(i), {
          grant_type: 'refresh_token',
          client_id: 'stint-desktop',
          refresh_token: tokens.refresh_token,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
  });

  it('share the lockout: forty wrong passwords over both, then the right one is refused on both', async () => {
    const login = (url: string, password: string): Promise<Response> =>
      fetch(`${url}/t/acme/v1/auth/login?apikey=${appKey}`, {
        headers: { Authorization: basic('bob@example.com', password) },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(at(i), `wrong-${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 401));
    for (const url of urls) {
      expect(await (await login(url, 'bob-password')).json()).toMatchObject({
        description: /Too many failed attempts/,
      });
    }
  });

  it('share one v1 rate limit: five requests of a client over both, then both answer 503', async () => {
    const res = await fetch(`${at(0)}/t/acme/v1/auth/login?apikey=${appKey}`, {
      headers: { Authorization: basic(alice.email, alice.password) },
    });
    const { token } = (await res.json()) as { token: string };
    const self = (url: string): Promise<Response> => fetch(`${url}/t/acme/v1/users/@self?token=${token}`);
    const allowed = await Promise.all(Array.from({ length: 5 }, (_, i) => self(at(i))));
    expect(allowed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const url of urls) {
      const refused = await self(url);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('keys rotate by a third process: both publish both kids at once and sign with the new one', async () => {
    const before = await signInForTokens(at(1), alice);
    const rotated = await runCli(['keys', 'rotate', '--data', dataDir]);
    expect(rotated.status).toBe(0);
    const newKid = rotated.stdout.trim();
    for (const url of urls) {
      const jwks = (await (await fetch(`${url}/auth/sso/jwks/stint-desktop`)).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((k) => k.kid)).toEqual([newKid, kidOf(before.access_token)]);
    }
    const after = await signInForTokens(at(1), alice);
    expect(kidOf(after.access_token)).toBe(newKid);
    for (const url of urls) {
      for (const token of [before.access_token, after.access_token]) {
        expect((await graph(url, selfQuery, { token })).status).toBe(200);
      }
    }
  });
});
