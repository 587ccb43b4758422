import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';
import { describe, expect, it } from 'vitest';
import { defaultReminders, type ReminderPreferences } from '../../../src-shared/domain/preferences.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { createLogger } from '../logging/logger.ts';
import type { UserNotification } from '../platform/platform-services.ts';
import { ManualPowerSignals } from '../platform/power-signals.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { NotTrackingReminder, type LastEntry } from './not-tracking-reminder.ts';

const minute = 60_000;
// Wednesday 2026-01-07, 9:00 in Vienna: the start of the default working hours.
const nineInVienna = Date.UTC(2026, 0, 7, 8, 0);
const lastEntry: LastEntry = {
  projectId: 'p1',
  projectName: 'Contoso Mobile Banking App',
  taskId: 't1',
  workTypeId: 'w1',
  description: 'Login screen review',
  billable: true,
};

type View = Pick<StopwatchState, 'status' | 'availability'>;

function setup(
  reminders: Partial<ReminderPreferences> = {},
  entry: LastEntry | null = lastEntry,
  translate?: () => Translate,
) {
  const clock = new FakeClock(nineInVienna);
  const power = new ManualPowerSignals();
  let stopwatch: View = { status: 'stopped', availability: 'ready' };
  const listeners = new Set<(state: View) => void>();
  const settings = { ...defaultReminders, enabled: true, ...reminders };
  const shown: { at: number; notification: UserNotification }[] = [];
  const reminder = new NotTrackingReminder({
    now: clock.now,
    scheduler: clock,
    power,
    idleThresholdMs: () => 10 * minute,
    settings: () => settings,
    timeZone: () => 'Europe/Vienna',
    stopwatch: {
      state: () => stopwatch,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    lastEntry: () => Promise.resolve(entry),
    notify: (notification) => shown.push({ at: clock.now(), notification }),
    logger: createLogger({ write: () => undefined }),
    ...(translate === undefined ? {} : { translate }),
  });
  reminder.start();
  const setStopwatch = (status: View['status']): void => {
    stopwatch = { status, availability: 'ready' };
    for (const listener of listeners) listener(stopwatch);
  };
  // The last entry is read asynchronously: let those reads settle after moving the clock.
  const advance = async (ms: number): Promise<void> => {
    for (let moved = 0; moved < ms; moved += minute) {
      clock.advance(Math.min(minute, ms - moved));
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { clock, power, reminder, shown, settings, setStopwatch, advance };
}

describe('NotTrackingReminder', () => {
  it('reminds after 15 minutes without a stopwatch, offering the last entry and Stint, then not again for 15 minutes', async () => {
    const { shown, advance } = setup();
    await advance(14 * minute);
    expect(shown).toHaveLength(0);
    await advance(minute);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.at).toBe(nineInVienna + 15 * minute);
    expect(shown[0]?.notification).toMatchObject({
      title: 'You are not tracking time',
      actions: [
        {
          label: 'Start Login screen review (Contoso Mobile Banking App)',
          action: {
            type: 'stopwatch:start',
            projectId: 'p1',
            taskId: 't1',
            workTypeId: 'w1',
            description: 'Login screen review',
          },
        },
        { label: 'Open Stint', action: { type: 'window:open', section: 'stopwatch' } },
      ],
    });
    await advance(14 * minute);
    expect(shown).toHaveLength(1);
    await advance(minute);
    expect(shown.map((s) => s.at - nineInVienna)).toEqual([15 * minute, 30 * minute]);
  });

  it('is silent while the stopwatch runs, and counts again from the stop', async () => {
    const { shown, advance, setStopwatch } = setup();
    await advance(5 * minute);
    setStopwatch('running');
    await advance(40 * minute);
    expect(shown).toHaveLength(0);
    setStopwatch('stopped');
    await advance(14 * minute);
    expect(shown).toHaveLength(0);
    await advance(minute);
    expect(shown).toHaveLength(1);
  });

  it('is silent while the person is idle or the screen is locked, and counts again once they are back', async () => {
    const { shown, advance, power } = setup();
    power.idleSeconds = 11 * 60;
    await advance(30 * minute);
    expect(shown).toHaveLength(0);
    power.idleSeconds = 0;
    await advance(14 * minute);
    expect(shown).toHaveLength(0);
    power.fire({ kind: 'lock' });
    await advance(30 * minute);
    expect(shown).toHaveLength(0);
    power.fire({ kind: 'unlock' });
    await advance(14 * minute);
    expect(shown).toHaveLength(0);
    await advance(minute);
    expect(shown).toHaveLength(1);
  });

  it('is silent outside working hours and while turned off', async () => {
    const offDays = setup({ weekdays: [1, 2] });
    await offDays.advance(60 * minute);
    expect(offDays.shown).toHaveLength(0);

    const off = setup({ enabled: false });
    await off.advance(30 * minute);
    expect(off.shown).toHaveLength(0);
    off.settings.enabled = true;
    await off.advance(14 * minute);
    expect(off.shown).toHaveLength(0);
    await off.advance(minute);
    expect(off.shown).toHaveLength(1);
  });

  it('offers only to open Stint when no entry can be started again', async () => {
    const { shown, advance } = setup({ afterMinutes: 5 }, null);
    await advance(5 * minute);
    expect(shown[0]?.notification.actions?.map((a) => a.label)).toEqual(['Open Stint']);
  });

  it('stops looking once disposed', () => {
    const { clock, reminder } = setup();
    expect(clock.pendingTimers).toBe(1);
    reminder.dispose();
    expect(clock.pendingTimers).toBe(0);
  });

  it('speaks the language it is given', async () => {
    const { shown, advance } = setup({}, lastEntry, () => mainTranslator('de'));
    await advance(15 * minute);
    expect(shown[0]?.notification).toMatchObject({
      title: 'Sie erfassen gerade keine Zeit',
      body: 'Seit 15 Minuten läuft keine Stoppuhr. Starten Sie den letzten Zeiteintrag erneut oder öffnen Sie Stint, um einen zu wählen.',
      actions: [
        { label: 'Login screen review (Contoso Mobile Banking App) starten' },
        { label: 'Stint öffnen' },
      ],
    });
  });
});
