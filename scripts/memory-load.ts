// `node scripts/memory-load.ts [--requests 20000] [--concurrency 16] [--idle-seconds 60] [--seed 1]
//   [--heap-snapshot] [--keep-rate-limit] [--only 'v1 query,graph']`
// Starts the service (demo seed) as a child process on a temp data folder, sends hostile but
// well-formed requests of many distinct shapes - each one a new key for some in-memory structure
// (distinct $filter/$orderby/$select texts, GraphQL documents, random token grants, wrong passwords
// for many addresses, sign-in page loads, record creates) - and prints the service's resident
// memory (VmRSS) before the load, right after it and after an idle wait. Issue 22: RSS after idle
// must be within 1.5x of before. `--heap-snapshot` writes the service's heap to its data folder
// into the temp folder after the load (node --heapsnapshot-signal), to see what holds memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serviceNodeOptions } from '../src-service/testing/service-node-options.ts';
import { authorizeUrl, newPkce, signInForTokens } from '../src-service/testing/sign-in-client.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '16' },
    'idle-seconds': { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    'heap-snapshot': { type: 'boolean', default: false },
    'keep-rate-limit': { type: 'boolean', default: false },
    /** Comma-separated shape names (see `shapes`), to find which kind of request holds memory. */
    only: { type: 'string' },
    /** Node flags for the service instead of those of `npm run service` (such as --trace-gc); its output is then echoed. */
    'node-flags': { type: 'string' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const idleSeconds = Number(values['idle-seconds']);
const appKey = 'demo-application-key';

/** Deterministic per seed (mulberry32), so a run that finds growth can be repeated. */
let state = Number(values.seed) >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const word = (): string => Math.floor(random() * 36 ** 6).toString(36);

function rssKb(pid: number): number {
  const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0);
}
const mb = (kb: number): string => `${(kb / 1024).toFixed(1)} MB`;

async function startService(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const args = [
    ...(values['heap-snapshot'] ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${tmpdir()}`] : []),
    ...(values['node-flags']?.split(' ').filter((flag) => flag !== '') ?? serviceNodeOptions()),
    // What `npm run service` runs: the bundle, built first when a source changed.
    'scripts/service.mjs',
    '--seed',
    'demo',
    '--port',
    '0',
    '--data',
    dataDir,
    '--access-token-ttl',
    '3600',
    ...(values['keep-rate-limit'] ? [] : ['--v1-rate-limit', 'off']),
  ];
  // From the repository root, so the script runs from any folder.
  const child = spawn(process.execPath, args, { cwd: repoRoot });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[service] ${chunk.toString()}`));
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (values['node-flags'] !== undefined) process.stdout.write(`[service] ${chunk.toString()}`);
      seen += chunk.toString();
      const m = /listening on (\S+)/.exec(seen);
      if (m?.[1] !== undefined) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the service exited (${code}) before listening`)));
  });
  return { child, url };
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** A sign-in page load: each one leaves a pending sign-in request behind. */
function authorizePath(): string {
  const url = new URL(authorizeUrl('http://127.0.0.1', newPkce()));
  return `${url.pathname}${url.search}`;
}

/** Alice's access token for the graph endpoint, through the hosted sign-in pages. */
async function accessToken(base: URL): Promise<string> {
  const tokens = await signInForTokens(base.origin, {
    email: 'alice@example.com',
    password: 'alice-password',
    organization: 'Acme Studio',
  });
  return tokens.access_token;
}

async function v1Token(base: URL): Promise<string> {
  const answer = await send(base, 'GET', `/t/acme/v1/auth/login?apikey=${appKey}`, {
    Authorization: basic('alice@example.com', 'alice-password'),
  });
  const token = (JSON.parse(answer.text) as { token?: string }).token;
  if (token === undefined) throw new Error(`v1 login failed: ${answer.text}`);
  return token;
}

// Query options built from a few parts in random combinations: nearly every one is a new SQL text.
const filterFields = [
  'name',
  'code',
  'note',
  'active',
  'billable',
  'client/name',
  'owner/email',
  'timeBudget',
];
function filterText(): string {
  const terms = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
    const field = pick(filterFields);
    if (field === 'active' || field === 'billable') return `${field} eq ${pick(['true', 'false'])}`;
    if (field === 'timeBudget') return `${field} ${pick(['gt', 'lt', 'ge'])} ${Math.floor(random() * 1000)}`;
    return pick([
      `${field} eq '${word()}'`,
      `substringof('${word()}',${field})`,
      `startswith(${field},'${word()}')`,
      `length(${field}) gt ${Math.floor(random() * 9)}`,
      `endswith(toupper(${field}),'${word()}')`,
      `tolower(${field}) ne '${word()}'`,
    ]);
  });
  return terms.reduce((a, b) => (random() < 0.5 ? `${a} and ${b}` : `(${a}) or ${b}`));
}
const orderFields = ['name', 'code', 'active', 'billable', 'begins', 'ends', 'timeBudget', 'priceBudget'];
const someOf = (items: readonly string[]): string[] => items.filter(() => random() < 0.4).concat(pick(items));
const orderText = (): string =>
  someOf(orderFields)
    .map((f) => `${f} ${pick(['asc', 'desc'])}`)
    .join(',');
const selectText = (): string => someOf([...orderFields, 'note', 'client', 'owner']).join(',');

function graphDocument(): string {
  const fields = someOf(['id', 'title', 'code', 'billable', 'active', 'createdAt']).join(' ');
  return `query Q${word()} { ${word().replace(/^\d/, 'a')}: projects(first: ${1 + Math.floor(random() * 20)}) { edges { node { ${fields} } } } }`;
}

type Shape = (base: URL, tokens: { v1: string; access: string }) => Promise<Answer>;
const shapes: readonly (readonly [number, Shape, string])[] = [
  [
    30,
    (base, t) => {
      const q = new URLSearchParams({ token: t.v1, $filter: filterText() });
      if (random() < 0.5) q.set('$orderby', orderText());
      if (random() < 0.5) q.set('$select', selectText());
      return send(base, 'GET', `/t/acme/v1/time/projects?${q.toString()}`);
    },
    'v1 query',
  ],
  [
    20,
    (base, t) =>
      send(
        base,
        'POST',
        `/t/acme/v1/time/projects?token=${t.v1}`,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ name: `Load ${word()}`, code: word(), note: word().repeat(20) }),
      ),
    'v1 create',
  ],
  [
    15,
    (base, t) =>
      send(
        base,
        'POST',
        '/graphql',
        { 'Content-Type': 'application/json', Authorization: `Bearer ${t.access}` },
        JSON.stringify({ query: graphDocument() }),
      ),
    'graph',
  ],
  [
    15,
    (base) =>
      send(
        base,
        'POST',
        '/auth/user_management/authenticate',
        { 'Content-Type': 'application/json' },
        JSON.stringify(
          random() < 0.5
            ? {
                grant_type: 'authorization_code',
                client_id: 'stint-desktop',
                code: word() + word(),
                code_verifier: word(),
              }
            : {
                grant_type: 'refresh_token',
                client_id: 'stint-desktop',
                refresh_token: randomBytes(24).toString('base64url'),
              },
        ),
      ),
    'token grant',
  ],
  [
    5,
    (base) =>
      send(base, 'GET', `/t/acme/v1/auth/login?apikey=${appKey}`, {
        Authorization: basic(`${word()}@${word()}.example`, 'wrong-password'),
      }),
    'wrong password',
  ],
  [10, (base) => send(base, 'GET', authorizePath()), 'sign-in page'],
  // Not in the default mix (weight 0): the largest documents the graph endpoint caches.
  [
    0,
    (base, t) =>
      send(
        base,
        'POST',
        '/graphql',
        { 'Content-Type': 'application/json', Authorization: `Bearer ${t.access}` },
        JSON.stringify({
          query: `query Q${word()} { ${Array.from({ length: 450 }, (_, i) => `a${i}: authenticationContext { __typename }`).join(' ')} }`,
        }),
      ),
    'graph large',
  ],
  [
    5,
    (base, t) =>
      send(
        base,
        'GET',
        `/t/acme/v1/auth/refreshtoken?apikey=${appKey}&refresh_token=${word()}${t.v1.slice(0, 4)}`,
      ),
    'v1 refresh',
  ],
];
const only = values.only?.split(',');
const chosen = shapes.filter(([, , name]) => only?.includes(name) ?? true);
if (chosen.length === 0) throw new Error(`--only names none of: ${shapes.map(([, , n]) => n).join(', ')}`);
// A shape named in --only runs even when its default weight is 0.
const weightOf = (weight: number): number => (only === undefined ? weight : Math.max(1, weight));
const weightSum = chosen.reduce((s, [w]) => s + weightOf(w), 0);
function pickShape(): [Shape, string] {
  let r = random() * weightSum;
  for (const [weight, shape, name] of chosen) {
    r -= weightOf(weight);
    if (r < 0) return [shape, name];
  }
  const [, shape, name] = chosen[0] as (typeof shapes)[number];
  return [shape, name];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-memory-'));
  const { child, url } = await startService(dataDir);
  const pid = child.pid ?? 0;
  const base = new URL(url);
  try {
    const tokens = { v1: await v1Token(base), access: await accessToken(base) };
    // A warm-up, so "before" is a service that has served requests, not a cold one.
    const withToken: Shape = (b, t) => send(b, 'GET', `/t/acme/v1/time/projects?token=${t.v1}&$top=5`);
    await Promise.all(Array.from({ length: 50 }, () => withToken(base, tokens)));
    await new Promise((r) => setTimeout(r, 2000));
    const before = rssKb(pid);
    console.log(`service pid ${pid} at ${url}, data ${dataDir}`);
    console.log(`RSS before:  ${mb(before)}`);
    const counts = new Map<string, number>();
    let sent = 0;
    const started = performance.now();
    const worker = async (): Promise<void> => {
      while (sent < total) {
        sent += 1;
        const [shape, name] = pickShape();
        // A request that got no answer counts under its error code (ECONNRESET...).
        const status = await shape(base, tokens).then(
          (answer) => String(answer.status),
          (error: unknown) => (error as { code?: string }).code ?? 'no answer',
        );
        const key = `${name} ${status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const after = rssKb(pid);
    const statuses = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}: ${n}`);
    console.log(`${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s)`);
    console.log(`answers by shape and status: ${statuses.join(', ')}`);
    console.log(`RSS after:   ${mb(after)}`);
    agent.destroy();
    if (values['heap-snapshot']) {
      child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 5000));
      const snapshots = readdirSync(tmpdir()).filter((f) => f.endsWith(`.${pid}.0.001.heapsnapshot`));
      console.log(`heap snapshot in ${tmpdir()}: ${snapshots.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idle = rssKb(pid);
    console.log(`RSS after ${idleSeconds} s idle: ${mb(idle)} (${(idle / before).toFixed(2)}x before)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
