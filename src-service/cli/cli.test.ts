import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graph } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { UsageError } from './cli-errors.ts';
import { parseRateLimit } from './serve-command.ts';
import { runCli, type CliRun } from './testing/run-cli.ts';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
type Run = CliRun;

/** Runs the CLI as its own process; asynchronously, so the service in this process keeps answering. */
function run(args: string[], input = ''): Promise<Run> {
  return runCli(args, { input });
}

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.stop();
});

describe('admin commands through the real entry', () => {
  it('apikey create prints the key alone, and the key works until apikey revoke', async () => {
    const created = await run([
      'apikey',
      'create',
      ...svc.databaseArgs,
      '--email',
      'alice@example.com',
      '--org',
      'globex',
      '--name',
      'CI',
    ]);
    expect(created.status).toBe(0);
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^stint_[A-Za-z0-9_-]{43}\n$/);
    const key = created.stdout.trim();
    const ctx = await graph(svc.url, '{ authenticationContext { organization { profile { title } } } }', {
      apiKey: key,
    });
    expect(ctx.body).toEqual({
      data: { authenticationContext: { organization: { profile: { title: 'Globex Labs' } } } },
    });
    const revoked = await run(['apikey', 'revoke', ...svc.databaseArgs, '--key', key]);
    expect(revoked.status).toBe(0);
    expect((await graph(svc.url, '{ authenticationContext { user { id } } }', { apiKey: key })).status).toBe(
      401,
    );
    const again = await run(['apikey', 'revoke', ...svc.databaseArgs, '--key', key]);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('stint service: No such API key (it may already be revoked)\n');
  });

  it('answers bad arguments with one line on stderr and exit code 2', async () => {
    const cases: string[][] = [
      ['apikey', 'create', ...svc.databaseArgs, '--org', 'acme'],
      ['apikey', 'create', ...svc.databaseArgs, '--email', 'a@example.com', '--org', 'acme', '--bogus'],
      ['apikey'],
      ['apikey', 'explode'],
      [
        'user',
        'add',
        ...svc.databaseArgs,
        '--email',
        'x@example.com',
        '--first-name',
        'X',
        '--last-name',
        'Y',
      ],
      [
        'org',
        'add',
        ...svc.databaseArgs,
        '--title',
        'T',
        '--owner-email',
        'alice@example.com',
        '--time-zone',
        'Nowhere/Land',
      ],
      ['invite', ...svc.databaseArgs, '--email', 'erin@example.com', '--org', 'acme', '--access', 'admin'],
      ['frobnicate'],
      ['--port', 'eighty'],
      ['--seed', 'everything'],
      ['--access-token-ttl', '0'],
      ['--public-url', 'ftp://x'],
      ['--v1-rate-limit', '500'],
      ['--v1-rate-limit', '0/10'],
    ];
    const results = await Promise.all(cases.map((args) => run(args)));
    for (const [index, args] of cases.entries()) {
      const result = results[index] ?? { status: null, stdout: '', stderr: '' };
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr.split('\n').filter(Boolean), args.join(' ')).toHaveLength(1);
      expect(result.stderr).toMatch(/^stint service: /);
    }
  });

  it('answers a failed operation with exit code 1', async () => {
    const unknown = await run([
      'apikey',
      'create',
      ...svc.databaseArgs,
      '--email',
      'nobody@example.com',
      '--org',
      'acme',
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('stint service: No user with the email nobody@example.com\n');
    const notMember = await run([
      'apikey',
      'create',
      ...svc.databaseArgs,
      '--email',
      'erin@example.com',
      '--org',
      'globex',
    ]);
    expect(notMember.status).toBe(1);
    expect(notMember.stderr).toMatch(/is not a member of globex/);
  });

  it('adds a user (password from stdin), an organization and an invitation that work at sign-in', async () => {
    const userId = await run(
      [
        'user',
        'add',
        ...svc.databaseArgs,
        '--email',
        'Gina@Example.com',
        '--first-name',
        'Gina',
        '--last-name',
        'Garcia',
        '--password-stdin',
      ],
      'gina-password\n',
    );
    expect(userId.status).toBe(0);
    expect(userId.stdout).toMatch(/^[0-9a-f-]{36}\n$/);
    const org = await run([
      'org',
      'add',
      ...svc.databaseArgs,
      '--title',
      'Hooli XYZ',
      '--owner-email',
      'gina@example.com',
      '--time-zone',
      'Asia/Tokyo',
      '--currency',
      'JPY',
    ]);
    expect(org.stdout).toBe('hooli-xyz\n');
    const taken = await run([
      'org',
      'add',
      ...svc.databaseArgs,
      '--title',
      'Other',
      '--owner-email',
      'gina@example.com',
      '--account',
      'acme',
    ]);
    expect(taken.status).toBe(1);
    expect(
      (
        await run([
          'invite',
          ...svc.databaseArgs,
          '--email',
          'bob@example.com',
          '--org',
          'hooli-xyz',
          '--access',
          'read',
        ])
      ).status,
    ).toBe(0);
    const key = await svc.admin('apikey', 'create', '--email', 'bob@example.com', '--org', 'hooli-xyz');
    const ctx = await graph(
      svc.url,
      '{ authenticationContext { user { access } organization { profile { title timeZone currency } } } }',
      { apiKey: key },
    );
    expect(ctx.body).toEqual({
      data: {
        authenticationContext: {
          user: { access: 'READ' },
          organization: { profile: { title: 'Hooli XYZ', timeZone: 'Asia/Tokyo', currency: 'JPY' } },
        },
      },
    });
  });

  it('creates unverified users and verifies them', async () => {
    await run(
      [
        'user',
        'add',
        ...svc.databaseArgs,
        '--email',
        'hank@example.com',
        '--first-name',
        'Hank',
        '--last-name',
        'H',
        '--password-stdin',
        '--unverified',
      ],
      'hank-password',
    );
    await run(['invite', ...svc.databaseArgs, '--email', 'hank@example.com', '--org', 'acme']);
    const key = await svc.admin('apikey', 'create', '--email', 'hank@example.com', '--org', 'acme');
    expect((await graph(svc.url, '{ authenticationContext { user { id } } }', { apiKey: key })).body).toEqual(
      { error: 'Email not verified', status: 401 },
    );
    expect((await run(['user', 'verify', ...svc.databaseArgs, '--email', 'hank@example.com'])).status).toBe(
      0,
    );
    expect((await graph(svc.url, '{ authenticationContext { user { id } } }', { apiKey: key })).status).toBe(
      200,
    );
  });

  it('admin helper raises UsageError in-process too', async () => {
    await expect(svc.admin('apikey', 'create')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('--v1-rate-limit', () => {
  it('reads REQUESTS/SECONDS or off, and refuses anything else', () => {
    expect(parseRateLimit(undefined)).toBeUndefined();
    expect(parseRateLimit('off')).toBe('off');
    expect(parseRateLimit('500/10')).toEqual({ requests: 500, windowMs: 10_000 });
    for (const bad of ['', '500', '500/0', '0/10', '-1/10', '5/x', '500/10/2', 'on', '1.5/10']) {
      expect(() => parseRateLimit(bad), bad).toThrow(UsageError);
    }
  });
});

describe('serve', () => {
  it('prints the listening line, serves, and stops cleanly on SIGTERM with the WAL checkpointed', async () => {
    const data = mkdtempSync(join(tmpdir(), 'stint-cli-serve-'));
    try {
      const child = spawn(
        process.execPath,
        [cli, '--port', '0', '--data', data, '--seed', 'demo', '--access-token-ttl', '120'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          // The first line names the address; the mail folder's line may arrive in the same chunk.
          const match = /^stint service listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', service: 'stint' });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(data, 'stint.sqlite'))).toBe(true);
      expect(existsSync(join(data, 'stint.sqlite-wal'))).toBe(false);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
