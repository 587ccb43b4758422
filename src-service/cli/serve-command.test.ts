import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Served {
  readonly child: ChildProcess;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the process printed on stdout so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout contains `text`. */
  printed(text: string): Promise<void>;
  exited: Promise<number | null>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** `npm run service` as its own process on a free port with the demo seed. */
async function startServe(...extra: string[]): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-serve-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [cli, '--port', '0', '--seed', 'demo', '--data', dataDir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  let out = '';
  let err = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const wait of waiting.filter((w) => out.includes(w.text))) wait.resolve();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const printed = (text: string): Promise<void> =>
    out.includes(text)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          waiting.push({ text, resolve });
          void exited.then(() => reject(new Error(`exited before printing ${text}: ${err}`)));
        });
  await printed('mail goes to');
  const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]);
  return { child, port, dataDir, stdout: () => out, stderr: () => err, printed, exited };
}

function runCli(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return once(child, 'exit').then(() => out.trim());
}

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
  });
}

/**
 * A graph request held in flight: the server has its headers (it said 100 Continue) and half of
 * its body; the rest goes when `finish` is called.
 */
async function graphInFlight(
  port: number,
  apiKey: string,
): Promise<{ finish(): void; answer: Promise<Answer> }> {
  const body = Buffer.from(
    JSON.stringify({ query: '{ authenticationContext { organization { profile { title } } } }' }),
  );
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/graphql',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      'X-Api-Key': apiKey,
      Expect: '100-continue',
    },
  });
  const answer = answerOf(req);
  await once(req, 'continue');
  await new Promise<void>((resolve) => req.write(body.subarray(0, 10), () => resolve()));
  return { finish: () => req.end(body.subarray(10)), answer };
}

/** Reads a raw socket to its end. */
function readAll(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return once(socket, 'close').then(() => text);
}

function connectionRefused(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) =>
      resolve(`answered ${res.statusCode}`),
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe('serve: health, readiness and graceful shutdown', () => {
  it('on SIGTERM stops taking work, answers /ready 503, finishes the request in flight, and exits 0', async () => {
    const served = await startServe();
    const { port } = served;
    const ready = await answerOf(request({ host: '127.0.0.1', port, path: '/ready', agent: false }).end());
    expect(ready).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    const apiKey = await runCli([
      'apikey',
      'create',
      '--data',
      served.dataDir,
      '--email',
      'alice@example.com',
      '--org',
      'acme',
      '--name',
      'drain test',
    ]);
    // A load balancer's probe on a connection it already has: its request line is with the server.
    const probe = connect(port, '127.0.0.1');
    await once(probe, 'connect');
    probe.write(`GET /ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const probeAnswer = readAll(probe);
    const held = await graphInFlight(port, apiKey);

    served.child.kill('SIGTERM');
    await served.printed('stint service stopping (SIGTERM)');
    probe.write('\r\n');
    const probeText = await probeAnswer;
    expect(probeText).toMatch(/^HTTP\/1\.1 503 /);
    expect(probeText).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(probeText).toMatch(/\r\nConnection: close\r\n/i);
    expect(probeText.endsWith('{"status":"draining"}')).toBe(true);
    expect(await connectionRefused(port, '/health')).toBe('ECONNREFUSED');
    expect(served.stdout()).not.toContain('stint service stopped\n');

    held.finish();
    const answer = await held.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      data: { authenticationContext: { organization: { profile: { title: 'Acme Studio' } } } },
    });
    expect(await served.exited).toBe(0);
    expect(served.stdout()).toContain('stint service stopped\n');
  });

  it('a second signal exits at once, without waiting for the request in flight', async () => {
    const served = await startServe('--drain-timeout', '600');
    const apiKey = await runCli([
      'apikey',
      'create',
      '--data',
      served.dataDir,
      '--email',
      'alice@example.com',
      '--org',
      'acme',
      '--name',
      'impatient',
    ]);
    const held = await graphInFlight(served.port, apiKey);
    const cutOff = expect(held.answer).rejects.toThrow();
    served.child.kill('SIGINT');
    await served.printed('stint service stopping (SIGINT)');
    served.child.kill('SIGINT');
    expect(await served.exited).toBe(130);
    await cutOff;
  });

  it('cuts off what still runs after --drain-timeout, says so on stderr, and exits 0', async () => {
    const served = await startServe('--drain-timeout', '1');
    const apiKey = await runCli([
      'apikey',
      'create',
      '--data',
      served.dataDir,
      '--email',
      'alice@example.com',
      '--org',
      'acme',
      '--name',
      'slow client',
    ]);
    const held = await graphInFlight(served.port, apiKey);
    const cutOff = expect(held.answer).rejects.toThrow();
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    await cutOff;
    expect(served.stderr()).toBe(
      'stint service error: 1 request(s) still running at the end of the drain timeout were cut off\n',
    );
  });

  it('refuses a drain timeout that is not a whole number of seconds', async () => {
    const child = spawn(process.execPath, [cli, '--drain-timeout', 'soon'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(err).toBe(
      'stint service: --drain-timeout must be a whole number of seconds (1 to one year), got soon\n',
    );
  });
});
