import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src-service/index.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import { V1Auth } from '../v1/v1-auth.ts';
import { V1Client } from '../v1/v1-client.ts';
import { OutboxStore } from './outbox-store.ts';

// A crash at any moment loses nothing and duplicates nothing: a real child process owns the
// outbox file and is killed with SIGKILL between writing and sending, and between the service's
// answer and the confirmation; a second process on the same file then finishes the job.

const child = fileURLToPath(new URL('../testing/outbox-child.ts', import.meta.url));
let dir: string;
let service: RunningService;
let client: V1Client;
let projectId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stint-crash-'));
  service = await startService({ dataDir: join(dir, 'service'), port: 0, seed: 'demo' });
  const auth = new V1Auth({ publicUrl: service.url, applicationKey: 'demo-application-key' });
  const baseUrl = auth.tenantBaseUrl('acme');
  const login = () => auth.login(baseUrl, 'alice@example.com', 'alice-password').then((r) => r.token);
  let token: Promise<string> | null = null;
  client = new V1Client({
    baseUrl,
    tokens: { token: () => (token ??= login()), replaceRejected: () => (token = login()) },
  });
  const [project] = await client.list<{ id: string }>('time/projects', {
    $filter: 'personal eq false',
    $top: 1,
  });
  projectId = project!.id;
}, 30_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  readonly output: string;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Runs the child; with `killAt` it is killed (SIGKILL) as soon as it reaches that point. */
function runChild(outboxPath: string, args: string[], killAt: string | null = null): Promise<Run> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, outboxPath, service.url, ...args], {
      env: { ...process.env, STINT_CRASH_AT: killAt ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the child did not finish:\n${output}`));
    }, 20_000);
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (killAt !== null && output.includes(`at:${killAt}`)) proc.kill('SIGKILL');
    });
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ output, code, signal });
    });
  });
}

async function recordsDescribed(description: string): Promise<{ id: string }[]> {
  return client.list('time/timerecords', { $filter: `description eq ${v1StringLiteral(description)}` });
}

function pendingIn(outboxPath: string): number {
  const store = new OutboxStore(outboxPath);
  try {
    return store.list('test|acme', 'alice').length;
  } finally {
    store.close();
  }
}

function createRecord(description: string): string[] {
  const id = randomUUID();
  const start = Date.now() - 3_600_000;
  const payload = {
    id,
    fields: {
      start,
      stop: start + 1_800_000,
      durationMs: 1_800_000,
      projectId,
      taskId: null,
      description,
      billable: true,
    },
  };
  return ['enqueue', 'timerecord.create', JSON.stringify(payload), JSON.stringify([`timerecords:${id}`])];
}

describe('the outbox across a kill', () => {
  it('sends a write killed between writing it and sending it, once', async () => {
    const outboxPath = join(dir, 'before-send.sqlite');
    const killed = await runChild(outboxPath, createRecord('Killed before send'), 'before-send');
    expect(killed.signal).toBe('SIGKILL');
    expect(await recordsDescribed('Killed before send')).toHaveLength(0);
    expect(pendingIn(outboxPath)).toBe(1);
    const resumed = await runChild(outboxPath, ['drain']);
    expect(resumed.output).toContain('drained');
    expect(await recordsDescribed('Killed before send')).toHaveLength(1);
    expect(pendingIn(outboxPath)).toBe(0);
  });

  it('does not duplicate a create killed after the service answered and before the confirmation', async () => {
    const outboxPath = join(dir, 'after-send.sqlite');
    const killed = await runChild(outboxPath, createRecord('Killed after send'), 'after-send');
    expect(killed.signal).toBe('SIGKILL');
    expect(await recordsDescribed('Killed after send')).toHaveLength(1);
    expect(pendingIn(outboxPath)).toBe(1);
    const resumed = await runChild(outboxPath, ['drain']);
    expect(resumed.output).toContain('drained');
    expect(await recordsDescribed('Killed after send')).toHaveLength(1);
  });

  it('makes one record of a stopwatch stop killed after the service answered', async () => {
    const start = Date.now() - 25 * 60_000;
    const impulse = await client.create<{ id: string }>(
      'time/impulses',
      {
        project: { id: projectId },
        description: 'Stop killed after send',
        start: new Date(start),
        duration: 0,
      },
      { responseObject: true },
    );
    const id = impulse!.id;
    const payload = { id, at: Date.now(), elapsedMs: 25 * 60_000, startedAt: start };
    const outboxPath = join(dir, 'stop.sqlite');
    const args = ['enqueue', 'impulse.stop', JSON.stringify(payload), JSON.stringify([`impulses:${id}`])];
    const killed = await runChild(outboxPath, args, 'after-send');
    expect(killed.signal).toBe('SIGKILL');
    expect(await recordsDescribed('Stop killed after send')).toHaveLength(1);
    const resumed = await runChild(outboxPath, ['drain']);
    expect(resumed.output).toContain('drained');
    expect(await recordsDescribed('Stop killed after send')).toHaveLength(1);
    expect(await client.list('time/impulses', { $filter: `id eq '${id}'` })).toEqual([]);
  });

  it('makes one stopwatch of a start killed after the service answered', async () => {
    const id = randomUUID();
    const payload = {
      id,
      projectId,
      projectName: null,
      taskId: null,
      workTypeId: null,
      description: 'Start killed after send',
      billable: true,
      startAt: Date.now(),
      watchTimeout: 600_000,
    };
    const outboxPath = join(dir, 'start.sqlite');
    const args = ['enqueue', 'impulse.start', JSON.stringify(payload), JSON.stringify([`impulses:${id}`])];
    expect((await runChild(outboxPath, args, 'after-send')).signal).toBe('SIGKILL');
    expect((await runChild(outboxPath, ['drain'])).output).toContain('drained');
    const impulses = await client.list<{ id: string }>('time/impulses', {
      $filter: `description eq 'Start killed after send'`,
    });
    expect(impulses.map((i) => i.id)).toEqual([id]);
  });
});
