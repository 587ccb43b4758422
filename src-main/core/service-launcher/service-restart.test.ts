import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { AccountHarness } from '../testing/account-harness.ts';
import { connect, demoProject, drained, recordsDescribed, until } from '../testing/daily-harness.ts';
import { childProcessHost } from './child-process-host.ts';
import { launchedService, type LaunchedService } from './launched-service.ts';

// The embedded service in its own Node process, killed outright in the middle of a session: the
// launcher starts it again, the core follows it to its new address, and the writes made while it
// was gone reach it without anyone pressing retry. Real child process, SQLite and HTTP.

const minute = 60_000;
let harness: AccountHarness | null = null;
let blocker: Server | null = null;

afterEach(async () => {
  await harness?.close();
  blocker?.close();
  harness = null;
  blocker = null;
});

/** Running, not merely an exited process its new parent has not reaped yet (a zombie). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
};

/**
 * Takes the port as another program would, one that speaks no HTTP: it hangs up at once. (One that
 * kept connections open would hold a send made through the old session until the core's 30 s
 * request timeout, longer than this test waits for the outbox to drain.)
 */
function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('the embedded service in its own process', () => {
  it('restarts after a SIGKILL, on a new port when its old one is taken, and the outbox drains', async () => {
    let launched: LaunchedService | null = null;
    const app = new AccountHarness({
      startEmbedded: launchedService(
        childProcessHost(),
        {
          logger: createLogger({ write: () => undefined }),
          // Long enough that the writes below surely happen while no service runs.
          restart: { initialMs: 1500, maxMs: 5000, stableAfterMs: 60_000 },
        },
        (service) => (launched = service),
      ),
    });
    harness = app;
    await app.start();
    await connect(app);
    const project = await demoProject(app);
    const service = launched as LaunchedService | null;
    if (service === null) throw new Error('the service was not launched');
    const firstPid = service.launcher.pid;
    const firstUrl = app.serviceUrl;
    expect(firstPid).toBeTypeOf('number');
    expect(firstPid).not.toBe(process.pid);

    process.kill(firstPid ?? 0, 'SIGKILL');
    await until(() => service.url === null, 'the launcher notices the death');
    expect(app.core.accounts.backend.status.state).toBe('unreachable');
    // Its old port is taken by someone else meanwhile: the restart must find another.
    blocker = await occupy(Number(new URL(firstUrl).port));

    const started = await app.invoke('stopwatch:start', { projectId: project.id, description: 'Killed' });
    expect(started).toMatchObject({ status: 'running', pending: true });
    app.clock.advance(7 * minute);
    await app.invoke('stopwatch:stop');
    expect((await app.invoke('outbox:get')).pending).toBe(2);

    await until(() => service.url !== null, 'the service is back', 20_000);
    expect(service.launcher.restarts).toBe(1);
    expect(service.launcher.pid).not.toBe(firstPid);
    expect(app.serviceUrl).not.toBe(firstUrl);
    await until(() => {
      const session = app.core.accounts.session;
      // Its v1 part connects after it opens; the records below are read through it.
      return session?.profile.serviceUrl === service.url && session.state().v1.state === 'connected';
    }, 'the session follows the new address');
    // Only now: while no session is open the outbox shows no organization's writes, which would
    // read as drained.
    await drained(app, 20_000);
    const records = await recordsDescribed(app, 'Killed');
    expect(records).toHaveLength(1);
    // The service keeps real time while the core's clock was moved by hand: whole minutes agree.
    expect(Math.round((records[0]?.duration ?? 0) / minute)).toBe(7);
  }, 60_000);

  it('leaves no service process behind when the core is killed outright', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-orphan-'));
    let servicePid: number | null = null;
    try {
      // A stand-in core: its own process, holding a launcher, printing the service's pid.
      const script = join(dir, 'core.ts');
      const launcherUrl = new URL('./service-launcher.ts', import.meta.url).href;
      const hostUrl = new URL('./child-process-host.ts', import.meta.url).href;
      const loggerUrl = new URL('../logging/logger.ts', import.meta.url).href;
      writeFileSync(
        script,
        `import { ServiceLauncher } from '${launcherUrl}';
import { childProcessHost } from '${hostUrl}';
import { createLogger } from '${loggerUrl}';
const launcher = new ServiceLauncher({ host: childProcessHost(), start: { dataDir: ${JSON.stringify(join(dir, 'service'))} }, logger: createLogger({ write: () => undefined }) });
await launcher.start();
process.stdout.write('service pid ' + launcher.pid + '\\n');
setInterval(() => undefined, 1000);
`,
      );
      const core = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
      servicePid = await new Promise<number>((resolve, reject) => {
        let out = '';
        core.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const m = /service pid (\d+)/.exec(out);
          if (m !== null) resolve(Number(m[1]));
        });
        core.once('exit', (code) => reject(new Error(`the stand-in core exited with ${code}`)));
      });
      const pid = servicePid;
      expect(alive(pid)).toBe(true);
      core.kill('SIGKILL');
      await until(() => !alive(pid), 'the service process is gone', 15_000);
    } finally {
      // Should the test fail, the orphan must not outlive it.
      if (servicePid !== null && alive(servicePid)) process.kill(servicePid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
