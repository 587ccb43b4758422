import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from '../testing/round-robin-proxy.ts';
import { authenticate, graph, signInForTokens } from '../testing/sign-in-client.ts';
import { emptyPostgresUrl, testEngine } from '../testing/test-engine.ts';
import { appKey, basic } from '../v1/testing/v1-test-client.ts';

// Three `npm run service -- serve --database URL` processes on one PostgreSQL, behind a
// round-robin proxy, as a team runs them behind a load balancer: everything behaves as on one
// instance, and one instance dying fails no request sent after it died.
//
// PostgreSQL only, so it runs in the PostgreSQL pass of the suite:
//   npm run test:postgres -- src-service/multi-instance

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Instance {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  readonly exited: Promise<unknown>;
  stderr(): string;
}

let proxy: RoundRobinProxy;
let database: string;
let folder: string;
const instances: Instance[] = [];

function runCli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [cli, ...args], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, out: out.trim(), err }));
}

/** One `serve` process on a free port; resolves once it listens. */
async function startInstance(name: string, seed: 'demo' | 'none'): Promise<Instance> {
  const cwd = join(folder, name);
  const child = spawn(
    process.execPath,
    [
      cli,
      '--port',
      '0',
      '--database',
      database,
      '--public-url',
      proxy.url,
      '--seed',
      seed,
      '--v1-rate-limit',
      'off',
    ],
    // Its own working folder: whatever it keeps on disk (the mail folder) stays its own.
    { cwd: mkdtempSync(`${cwd}-`), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match?.[1] !== undefined) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`instance ${name} exited before listening: ${err}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, exited, stderr: () => err };
}

beforeAll(async () => {
  if (testEngine() !== 'postgres') return;
  folder = mkdtempSync(join(tmpdir(), 'stint-multi-'));
  database = await emptyPostgresUrl();
  const migrated = await runCli(['migrate', '--database', database]);
  expect(migrated.code, migrated.err).toBe(0);
  proxy = await startRoundRobinProxy();
  // One instance seeds the empty database; the others start on the seeded one, two at once.
  instances.push(await startInstance('one', 'demo'));
  instances.push(...(await Promise.all([startInstance('two', 'none'), startInstance('three', 'none')])));
  proxy.setUpstreams(instances.map((i) => i.port));
}, 180_000);

afterAll(async () => {
  if (testEngine() !== 'postgres') return;
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await proxy.close();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };
const aliceContext = '{ authenticationContext { organization { profile { title } } } }';

const v1Login = (baseUrl: string, email: string, password: string): Promise<Response> =>
  fetch(`${baseUrl}/t/acme/v1/auth/login?apikey=${appKey}`, {
    headers: { Authorization: basic(email, password) },
  });

async function v1Token(email: string, password: string): Promise<string> {
  const res = await v1Login(proxy.url, email, password);
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || body.token === undefined) throw new Error(`login ${res.status}`);
  return body.token;
}

async function v1(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; text: string }> {
  const url = new URL(`${baseUrl}/t/acme/v1/${path}`);
  url.searchParams.set('token', token);
  const res = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

describe.skipIf(testEngine() !== 'postgres')(
  'three instances on one PostgreSQL behind a round-robin proxy',
  () => {
    it('signs in through the hosted pages across instances, and a token one minted verifies on every one', async () => {
      const tokens = await signInForTokens(proxy.url, alice);
      for (const instance of instances) {
        const answer = await graph(instance.url, aliceContext, { token: tokens.access_token });
        expect(answer).toEqual({
          status: 200,
          body: { data: { authenticationContext: { organization: { profile: { title: 'Acme Studio' } } } } },
        });
      }
      const sets = await Promise.all(
        instances.map(async (i) => (await fetch(`${i.url}/auth/sso/jwks/stint-desktop`)).json()),
      );
      expect(sets[1]).toEqual(sets[0]);
      expect(sets[2]).toEqual(sets[0]);
    });

    it('rotates a refresh token once when fifty refreshes of it race across the instances', async () => {
      const tokens = await signInForTokens(proxy.url, alice);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          authenticate(proxy.url, {
            grant_type: 'refresh_token',
            client_id: 'stint-desktop',
            refresh_token: tokens.refresh_token,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
      const rotated = answers.find((a) => a.status === 200)?.body['refresh_token'];
      expect(typeof rotated === 'string' && rotated !== tokens.refresh_token).toBe(true);
    });

    it('counts wrong passwords across the instances: the lockout holds on every one', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => v1Login(proxy.url, 'bob@example.com', `wrong-guess-${i}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 401));
      for (const instance of instances) {
        const right = await v1Login(instance.url, 'bob@example.com', 'bob-password');
        expect(right.status).toBe(401);
        expect(await right.json()).toMatchObject({
          code: 'PE01-1001',
          description: /Too many failed attempts/,
        });
      }
    });

    it('makes exactly one time record when $stop of one impulse races across the instances', async () => {
      const token = await v1Token('alice@example.com', 'alice-password');
      const projects = (await v1(proxy.url, 'GET', 'time/projects?$top=1', token)).json as { id: string }[];
      const started = await v1(proxy.url, 'POST', 'time/impulses?response_object=true', token, {
        project: { id: projects[0]?.id },
        description: 'Raced stop across instances',
      });
      expect(started.status, started.text).toBe(201);
      const id = (started.json as { id: string }).id;
      const answers = await Promise.all(
        Array.from({ length: 9 }, () => v1(proxy.url, 'POST', `time/impulses/${id}/$stop`, token)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412, 412, 412, 412, 412]);
      const filter = encodeURIComponent("description eq 'Raced stop across instances'");
      for (const instance of instances) {
        expect((await v1(instance.url, 'GET', `time/timerecords/$count?$filter=${filter}`, token)).text).toBe(
          '1',
        );
      }
    });

    it('deletes to the trash on one instance and restores on another, seen alike by all', async () => {
      const token = await v1Token('alice@example.com', 'alice-password');
      const [first, second, third] = instances as [Instance, Instance, Instance];
      const made = await v1(first.url, 'POST', 'time/projects?response_object=true', token, {
        name: 'Trashed across instances',
      });
      expect(made.status, made.text).toBe(201);
      const id = (made.json as { id: string }).id;
      expect((await v1(second.url, 'DELETE', `time/projects/${id}`, token)).status).toBe(204);
      for (const instance of instances) {
        expect((await v1(instance.url, 'GET', `time/projects/${id}`, token)).status).toBe(404);
      }
      const filter = encodeURIComponent(`deletedObjectId eq '${id}'`);
      const items = (await v1(third.url, 'GET', `trash?$filter=${filter}`, token)).json as { id: string }[];
      expect(items).toHaveLength(1);
      expect((await v1(third.url, 'GET', `trash/${items[0]?.id ?? ''}/$restore`, token)).status).toBe(204);
      for (const instance of instances) {
        const back = await v1(instance.url, 'GET', `time/projects/${id}`, token);
        expect(back.status).toBe(200);
        expect(back.json).toMatchObject({ id, name: 'Trashed across instances', trashItem: null });
      }
    });

    it('fails no request sent after one instance is killed; only those in flight to it may fail', async () => {
      const token = await v1Token('alice@example.com', 'alice-password');
      const victim = instances[1] as Instance;
      /** `ok`, or what went wrong (the status and the start of the body, or the error). */
      const outcomes: { sentAt: number; outcome: string }[] = [];
      const loops = 6;
      const until = Date.now() + 4000;
      const worker = async (): Promise<void> => {
        while (Date.now() < until) {
          const sentAt = performance.now();
          const outcome = await v1(proxy.url, 'GET', 'users/@self', token).then(
            (r) => (r.status === 200 ? 'ok' : `${r.status} ${r.text.slice(0, 200)}`),
            (error: unknown) => `threw ${String(error)}`,
          );
          outcomes.push({ sentAt, outcome });
        }
      };
      const running = Promise.all(Array.from({ length: loops }, worker));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      victim.child.kill('SIGKILL');
      await victim.exited;
      const killedAt = performance.now();
      await running;
      const before = outcomes.filter((o) => o.sentAt < killedAt);
      const after = outcomes.filter((o) => o.sentAt >= killedAt);
      expect(before.length).toBeGreaterThan(loops);
      expect(after.length).toBeGreaterThan(loops);
      expect(after.filter((o) => o.outcome !== 'ok')).toEqual([]);
      // At most one request per loop was in flight when the instance died.
      expect(before.filter((o) => o.outcome !== 'ok').length).toBeLessThanOrEqual(loops);
      for (const survivor of instances.filter((i) => i !== victim)) {
        expect(survivor.stderr()).not.toContain('stint service error');
      }
    }, 30_000);
  },
);
