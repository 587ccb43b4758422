import { describe, expect, it } from 'vitest';
import type { RunningService, ServiceOptions } from '../../../src-service/index.ts';
import { runServiceChild } from './service-child.ts';
import type { ChildMessage } from './service-protocol.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(takenPort: number | null = null) {
  const sent: ChildMessage[] = [];
  const exits: number[] = [];
  const startedWith: ServiceOptions[] = [];
  let closed = 0;
  let toChild: (message: unknown) => void = () => undefined;
  let parentGone: () => void = () => undefined;
  const signalListeners = new Map<string, () => void>();
  const start = (options: ServiceOptions): Promise<RunningService> => {
    startedWith.push(options);
    if (options.port === takenPort)
      return Promise.reject(Object.assign(new Error('in use'), { code: 'EADDRINUSE' }));
    const port = options.port === 0 ? 40_000 : (options.port ?? 0);
    return Promise.resolve({
      url: `http://127.0.0.1:${port}`,
      port,
      mailDescription: 'test',
      changeStamp: () => Promise.resolve(null),
      close: () => {
        closed += 1;
        return Promise.resolve();
      },
    });
  };
  runServiceChild({
    channel: {
      send: (message) => sent.push(message),
      onMessage: (listener) => (toChild = listener),
      onParentGone: (listener) => (parentGone = listener),
    },
    exit: (code) => exits.push(code),
    signals: { on: (signal, listener) => signalListeners.set(signal, listener) },
    start,
  });
  return {
    sent,
    exits,
    startedWith,
    closed: () => closed,
    tell: (message: unknown) => toChild(message),
    parentGone: () => parentGone(),
    signal: (name: string) => signalListeners.get(name)?.(),
  };
}

const startMessage = (port: number, anyPortIfTaken: boolean) => ({
  type: 'start',
  options: { dataDir: '/data', version: '1.0.0', seed: 'demo', port, anyPortIfTaken },
});

describe('runServiceChild', () => {
  it('starts the service on loopback with the options from the channel and reports its port', async () => {
    const child = setup();
    child.tell(startMessage(0, false));
    await flush();
    expect(child.startedWith[0]).toMatchObject({
      dataDir: '/data',
      host: '127.0.0.1',
      port: 0,
      seed: 'demo',
    });
    expect(child.sent).toEqual([{ type: 'ready', port: 40_000 }]);
  });

  it('takes any free port on a restart when its old one is taken', async () => {
    const child = setup(4321);
    child.tell(startMessage(4321, true));
    await flush();
    expect(child.startedWith.map((o) => o.port)).toEqual([4321, 0]);
    expect(child.sent).toEqual([{ type: 'ready', port: 40_000 }]);
  });

  it('says why it failed and exits with 1 when the port is taken and no other will do', async () => {
    const child = setup(4321);
    child.tell(startMessage(4321, false));
    await flush();
    expect(child.sent).toEqual([{ type: 'failed', message: 'in use' }]);
    expect(child.exits).toEqual([1]);
  });

  it('closes the service and exits when the core goes away', async () => {
    const child = setup();
    child.tell(startMessage(0, false));
    await flush();
    child.parentGone();
    await flush();
    expect(child.closed()).toBe(1);
    expect(child.exits).toEqual([0]);
  });

  it('stops on SIGTERM but leaves Ctrl-C (SIGINT) to the core', async () => {
    const child = setup();
    child.tell(startMessage(0, false));
    await flush();
    child.signal('SIGINT');
    await flush();
    expect(child.exits).toEqual([]);
    child.signal('SIGTERM');
    await flush();
    expect(child.closed()).toBe(1);
    expect(child.exits).toEqual([0]);
  });

  it('ignores messages of an unknown shape', async () => {
    const child = setup();
    child.tell({ type: 'start', options: { dataDir: '/data', port: -1, anyPortIfTaken: false } });
    child.tell('stop');
    await flush();
    expect(child.startedWith).toEqual([]);
    expect(child.exits).toEqual([]);
  });
});
