import { EventEmitter } from 'node:events';
import type { ForkOptions, UtilityProcess } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { utilityProcessHost } from './utility-process-host.ts';

vi.mock('electron', () => ({}));

class FakeUtility extends EventEmitter {
  pid: number | undefined = 4242;
  readonly posted: unknown[] = [];
  readonly kill = vi.fn(() => true);
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
}

function setup() {
  const child = new FakeUtility();
  const forks: { modulePath: string; args: string[] | undefined; options: ForkOptions | undefined }[] = [];
  const killed: [number, string][] = [];
  const host = utilityProcessHost(
    {
      fork: (modulePath, args, options) => {
        forks.push({ modulePath, args, options });
        return child as unknown as UtilityProcess;
      },
    },
    '/app/out/main/service.js',
    (pid, signal) => killed.push([pid, signal]),
  );
  return { child, forks, killed, process: host.spawn() };
}

describe('utilityProcessHost', () => {
  it('forks the service entry with no arguments and sends the start options as a message', () => {
    const s = setup();
    expect(s.forks).toEqual([
      { modulePath: '/app/out/main/service.js', args: [], options: expect.any(Object) as ForkOptions },
    ]);
    expect(s.forks[0]?.options?.env).toBeUndefined();
    s.process.send({
      type: 'start',
      options: { dataDir: '/data', port: 0, anyPortIfTaken: false },
    });
    expect(s.child.posted).toEqual([
      { type: 'start', options: { dataDir: '/data', port: 0, anyPortIfTaken: false } },
    ]);
    expect(s.process.pid).toBe(4242);
  });

  it('passes messages and the exit code on to the launcher', () => {
    const s = setup();
    const messages: unknown[] = [];
    const exits: [number | null, string | null][] = [];
    s.process.onMessage((message) => messages.push(message));
    s.process.onExit((code, signal) => exits.push([code, signal]));
    s.child.emit('message', { type: 'ready', port: 5000 });
    s.child.emit('exit', 9);
    expect(messages).toEqual([{ type: 'ready', port: 5000 }]);
    expect(exits).toEqual([[9, null]]);
  });

  it('stops gently with kill() and hard by pid, and not at all once it has exited', () => {
    const s = setup();
    s.process.kill('SIGTERM');
    expect(s.child.kill).toHaveBeenCalledTimes(1);
    expect(s.killed).toEqual([]);
    s.process.kill('SIGKILL');
    expect(s.killed).toEqual([[4242, 'SIGKILL']]);
    s.child.emit('exit', 0);
    s.process.kill('SIGKILL');
    s.process.send({ type: 'stop' });
    expect(s.killed).toHaveLength(1);
    expect(s.child.posted).toEqual([]);
  });
});
