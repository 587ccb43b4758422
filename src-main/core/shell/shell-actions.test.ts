import { describe, expect, it, vi } from 'vitest';
import { english } from '../../../src-shared/i18n/translator.ts';
import { CoreError } from '../ipc/core-error.ts';
import { createLogger } from '../logging/logger.ts';
import { ShellActionDispatcher } from './shell-actions.ts';

function setup() {
  const failures: string[] = [];
  const dispatcher = new ShellActionDispatcher(createLogger({ write: () => undefined }), (m) =>
    failures.push(english.t(m.id, m.values)),
  );
  return { dispatcher, failures };
}

describe('ShellActionDispatcher', () => {
  it('hands an action to the part of the core that registered it', async () => {
    const { dispatcher, failures } = setup();
    const start = vi.fn();
    dispatcher.register('stopwatch:start', start);
    await dispatcher.perform({ type: 'stopwatch:start', projectId: 'p1' });
    expect(start).toHaveBeenCalledWith({ type: 'stopwatch:start', projectId: 'p1' });
    expect(failures).toEqual([]);
  });

  it('tells the person when nothing carries an action out', async () => {
    const { dispatcher, failures } = setup();
    await dispatcher.perform({ type: 'stopwatch:stop' });
    expect(failures).toEqual(['Stint cannot do that from here yet. Open the window to continue.']);
  });

  it("passes a CoreError's sentence on and hides other errors", async () => {
    const { dispatcher, failures } = setup();
    dispatcher.register('stopwatch:stop', () => {
      throw CoreError.asIs('offline', 'The stop is saved and will be sent when the service answers.');
    });
    dispatcher.register('stopwatch:pause', () => {
      throw new Error('SQLITE_BUSY at /home/x');
    });
    await dispatcher.perform({ type: 'stopwatch:stop' });
    await dispatcher.perform({ type: 'stopwatch:pause' });
    expect(failures).toEqual([
      'The stop is saved and will be sent when the service answers.',
      'Stint could not do that. The details are in the log.',
    ]);
  });

  it('unregisters only its own handler', async () => {
    const { dispatcher } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const off = dispatcher.register('stopwatch:pause', first);
    dispatcher.register('stopwatch:pause', second);
    off();
    expect(dispatcher.handles('stopwatch:pause')).toBe(true);
    await dispatcher.perform({ type: 'stopwatch:pause' });
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });
});
