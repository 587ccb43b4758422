import { describe, expect, it } from 'vitest';
import { defaultFocus } from '../../../src-shared/domain/preferences.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { FocusNotifier } from './focus-notifier.ts';

const minute = 60_000;
type View = Pick<StopwatchState, 'status' | 'id' | 'elapsedMs' | 'asOf'>;

function setup(stopwatch: View, translate?: () => Translate) {
  const clock = new FakeClock();
  let state = stopwatch;
  const listeners = new Set<(state: View) => void>();
  const settings = { ...defaultFocus, enabled: true };
  const told: { at: number; body: string }[] = [];
  const notifier = new FocusNotifier({
    now: clock.now,
    scheduler: clock,
    settings: () => settings,
    stopwatch: {
      state: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    notify: ({ body }) => told.push({ at: clock.now() - clock0, body }),
    ...(translate === undefined ? {} : { translate }),
  });
  const clock0 = clock.now();
  const set = (next: Partial<View>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  notifier.start();
  return { clock, notifier, told, set, settings, clock0 };
}

describe('FocusNotifier', () => {
  it('tells each change between work and break of a running stopwatch', () => {
    const { clock, told } = setup({ status: 'running', id: 's1', elapsedMs: 0, asOf: new FakeClock().now() });
    clock.advance(60 * minute + 1000);
    expect(told.map((t) => t.body)).toEqual([
      'Break: 5 minutes',
      'Back to work',
      'Break: 5 minutes',
      'Back to work',
    ]);
    expect(told.map((t) => Math.round(t.at / minute))).toEqual([25, 30, 55, 60]);
  });

  it('holds still while paused and goes on after resume, without telling twice', () => {
    const { clock, told, set } = setup({
      status: 'running',
      id: 's1',
      elapsedMs: 0,
      asOf: new FakeClock().now(),
    });
    clock.advance(20 * minute);
    set({ status: 'paused', elapsedMs: 20 * minute, asOf: clock.now() });
    clock.advance(60 * minute);
    expect(told).toHaveLength(0);
    set({ status: 'running', elapsedMs: 20 * minute, asOf: clock.now() });
    clock.advance(5 * minute + 100);
    expect(told.map((t) => t.body)).toEqual(['Break: 5 minutes']);
    expect(told[0]?.at).toBe(85 * minute + 50);
  });

  it('says nothing for a phase that began before the app started or before focus was turned on', () => {
    // The app starts on a stopwatch that has run 27 minutes: a break already, not news.
    const { clock, told, settings, notifier } = setup({
      status: 'running',
      id: 's1',
      elapsedMs: 27 * minute,
      asOf: new FakeClock().now(),
    });
    clock.advance(2 * minute);
    expect(told).toHaveLength(0);
    clock.advance(2 * minute);
    expect(told.map((t) => t.body)).toEqual(['Back to work']);
    settings.enabled = false;
    notifier.settingsChanged();
    clock.advance(60 * minute);
    expect(told).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('never changes the stopwatch: a new stopwatch starts its own rounds quietly', () => {
    const { clock, told, set } = setup({
      status: 'running',
      id: 's1',
      elapsedMs: 0,
      asOf: new FakeClock().now(),
    });
    clock.advance(26 * minute);
    set({ status: 'running', id: 's2', elapsedMs: 0, asOf: clock.now() });
    clock.advance(24 * minute);
    expect(told.map((t) => t.body)).toEqual(['Break: 5 minutes']);
    clock.advance(minute + 100);
    expect(told.map((t) => t.body)).toEqual(['Break: 5 minutes', 'Break: 5 minutes']);
  });

  it('speaks the language it is given', () => {
    const { clock, told } = setup(
      { status: 'running', id: 's1', elapsedMs: 0, asOf: new FakeClock().now() },
      () => mainTranslator('de'),
    );
    clock.advance(30 * minute + 1000);
    expect(told.map((t) => t.body)).toEqual(['Pause: 5 Minuten', 'Zurück an die Arbeit']);
  });
});
