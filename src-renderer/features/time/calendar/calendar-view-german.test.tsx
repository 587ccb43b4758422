import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTimeFilter } from '../../../../src-shared/domain/time-filter.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../../testing/preferences-bridge.ts';
import { dailyBridge, renderDaily } from '../../../testing/render-daily.tsx';
import { hourOnFirstProject } from '../../../testing/time-records.ts';
import { CalendarView } from './calendar-view.tsx';

const vienna = 'Europe/Vienna';
// Wednesday 25 November 2026, 15:00 in Vienna; the record at 09:00 that day.
const now = Date.UTC(2026, 10, 25, 14);
const nine = Date.UTC(2026, 10, 25, 8);
const week = { from: Date.UTC(2026, 10, 22, 23), to: Date.UTC(2026, 10, 29, 23) };
const id = '00000000-0000-4000-8000-0000000000c1';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the calendar in German', () => {
  it('labels its controls, days and blocks in German with 24-hour times', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }), { timeZone: vienna })
      .handle('timerecords:count', () => 1)
      .handle('timerecords:list', () => [hourOnFirstProject(id, nine, 'Review')]);
    renderDaily(
      <I18nProvider>
        <CalendarView
          query={{ range: week, filter: { ...emptyTimeFilter } }}
          timeZone={vienna}
          canWrite
          stopwatch={undefined}
          pending={{ edits: new Map(), deletes: new Map(), creates: [] }}
          onEdit={() => {}}
        />
      </I18nProvider>,
      bridge,
    );
    expect(await screen.findByRole('button', { name: 'Woche' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorige Woche' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zeit hinzufügen: Heute' }).textContent).toBe('Hinzufügen');
    expect(screen.getByTestId('calendar-title').textContent).toMatch(/2026/);
    expect(screen.getByTestId('calendar-title').textContent).toMatch(/Nov/);
    // German weeks start on Monday (the browser's en-US ones on Sunday).
    expect(screen.getAllByTestId('calendar-day')[0]?.dataset['date']).toBe('2026-11-23');
    const block = await screen.findByTestId('calendar-block');
    expect(block.getAttribute('aria-label')).toMatch(
      /^09:00–10:00 Review Northwind Website Relaunch, 1:00:00$/,
    );
  }, 20_000);
});
