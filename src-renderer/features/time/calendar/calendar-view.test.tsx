import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stoppedStopwatch, type StopwatchState } from '../../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { emptyTimeFilter } from '../../../../src-shared/domain/time-filter.ts';
import { FakeBridge } from '../../../testing/fake-bridge.ts';
import { dailyBridge, renderDaily } from '../../../testing/render-daily.tsx';
import { hourOnFirstProject } from '../../../testing/time-records.ts';
import type { PendingRecords } from '../pending-records.ts';
import type { EditorTarget } from '../record-editor.tsx';
import { CalendarView } from './calendar-view.tsx';

// The computer is in New York, the organization counts its days and hours in Vienna.
vi.stubEnv('TZ', 'America/New_York');

const minute = 60_000;
const hour = 60 * minute;
const vienna = 'Europe/Vienna';
// Wednesday 25 November 2026, 15:00 in Vienna.
const now = Date.UTC(2026, 10, 25, 14);
// 09:00 on Wednesday in Vienna.
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

function setup(
  options: {
    record?: TimeRecordView;
    access?: 'FULL' | 'READ';
    stopwatch?: StopwatchState;
    pending?: PendingRecords;
    range?: { from: number; to: number };
  } = {},
) {
  let stored = options.record ?? hourOnFirstProject(id, nine, 'Review');
  const bridge = dailyBridge(new FakeBridge(), { timeZone: vienna, access: options.access ?? 'FULL' })
    .handle('timerecords:count', () => 1)
    .handle('timerecords:list', () => [stored])
    .handle('timerecords:update', () => ({ state: 'saved', writeId: 'w1' }))
    .handle('timerecords:delete', () => ({ state: 'saved', writeId: 'w2' }));
  const edits: EditorTarget[] = [];
  const view = renderDaily(
    <CalendarView
      query={{ range: options.range ?? week, filter: { ...emptyTimeFilter } }}
      timeZone={vienna}
      canWrite={options.access !== 'READ'}
      stopwatch={options.stopwatch}
      pending={options.pending ?? { edits: new Map(), deletes: new Map(), creates: [] }}
      onEdit={(target) => edits.push(target)}
    />,
    bridge,
  );
  const replace = (record: TimeRecordView): void => {
    stored = record;
  };
  return { bridge, edits, view, replace };
}

const block = (): Promise<HTMLElement> => screen.findByTestId('calendar-block');
const updates = (bridge: FakeBridge) => bridge.callsTo('timerecords:update');

describe('CalendarView', () => {
  it('shows the week in Vienna’s days with the record on Wednesday at 09:00', async () => {
    setup();
    const found = await block();
    // The browser speaks en-US, whose weeks start on Sunday.
    expect(screen.getAllByTestId('calendar-day').map((d) => d.dataset['date'])).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(screen.getByTestId('calendar-title').textContent).toMatch(/^Nov 22\s–\s28, 2026$/);
    expect(screen.getByRole('button', { name: 'Add time on Today' }).textContent).toBe('Add');
    expect(found.closest('[data-testid="calendar-day"]')?.getAttribute('data-date')).toBe('2026-11-25');
    // 48 px an hour: 09:00 is 432 px down, the hour 48 px tall.
    expect(found.style.top).toBe('432px');
    expect(found.style.height).toBe('48px');
    expect(found.getAttribute('aria-label')).toMatch(
      /^9:00\sAM–10:00\sAM Review Northwind Website Relaunch, 1:00:00$/,
    );
  });

  it('moves a record with the arrows, 5 minutes each and 30 with Shift, saved once the keys rest', async () => {
    const { bridge } = setup();
    const found = await block();
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowDown' });
    fireEvent.keyDown(found, { key: 'ArrowDown' });
    fireEvent.keyDown(found, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(found, { key: 'ArrowUp' });
    // Shown at once, announced, and sent as one change.
    expect(screen.getByTestId('calendar-block-times').textContent).toMatch(/9:35\sAM–10:35\sAM/);
    expect(screen.getByTestId('calendar-announcement').textContent).toMatch(
      /^Review moved to 9:35\sAM–10:35\sAM/,
    );
    expect(updates(bridge)).toEqual([]);
    await waitFor(() => expect(updates(bridge)).toHaveLength(1), { timeout: 3000 });
    expect(updates(bridge)[0]).toEqual({
      id,
      version: 1,
      changes: { start: nine + 35 * minute, stop: nine + hour + 35 * minute },
    });
  });

  it('changes the end with Alt and the arrows, the duration following', async () => {
    const { bridge } = setup();
    const found = await block();
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowDown', altKey: true, shiftKey: true });
    fireEvent.keyDown(found, { key: 'ArrowDown', altKey: true });
    expect(screen.getByTestId('calendar-announcement').textContent).toMatch(
      /^Review now ends at 10:35\sAM, 1 h 35 min/,
    );
    // Leaving the block sends at once.
    act(() => found.blur());
    await waitFor(() => expect(updates(bridge)).toHaveLength(1));
    expect(updates(bridge)[0]).toEqual({
      id,
      version: 1,
      changes: { stop: nine + hour + 35 * minute, durationMs: hour + 35 * minute },
    });
  });

  it('sends a second change only once the record is back with its new version', async () => {
    const { bridge, view, replace } = setup();
    const found = await block();
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowDown', shiftKey: true });
    act(() => found.blur());
    await waitFor(() => expect(updates(bridge)).toHaveLength(1));
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowDown', shiftKey: true });
    act(() => found.blur());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first write's version is not the record's any more: a second write now would conflict.
    expect(updates(bridge)).toHaveLength(1);
    replace({ ...hourOnFirstProject(id, nine + 30 * minute, 'Review'), version: 2 });
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['timerecords'] }));
    await waitFor(() => expect(updates(bridge)).toHaveLength(2));
    expect(updates(bridge)[1]).toEqual({
      id,
      version: 2,
      changes: { start: nine + hour, stop: nine + 2 * hour },
    });
  });

  it('asks before a change makes a record longer than a day', async () => {
    const long = { ...hourOnFirstProject(id, nine, 'Review'), stop: nine + 23 * hour + 50 * minute };
    const { bridge } = setup({ record: { ...long, durationMs: long.stop - nine } });
    // It crosses midnight: a piece on Wednesday and one on Thursday; the keys work on either.
    const [found] = await screen.findAllByTestId('calendar-block');
    if (found === undefined) throw new Error('no block');
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowDown', altKey: true, shiftKey: true });
    act(() => found.blur());
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(updates(bridge)).toHaveLength(1));
    expect(updates(bridge)[0]).toMatchObject({ changes: { stop: nine + 24 * hour + 20 * minute } });
  });

  it('opens the editor with Enter, adds time after the record with N, and deletes with Delete', async () => {
    const { bridge, edits } = setup();
    const found = await block();
    fireEvent.keyDown(found, { key: 'Enter' });
    fireEvent.keyDown(found, { key: 'n' });
    expect(edits).toEqual([
      { kind: 'edit', record: expect.objectContaining({ id }) },
      { kind: 'create', start: nine + hour, durationMs: hour },
    ]);
    fireEvent.keyDown(found, { key: 'Delete' });
    await waitFor(() => expect(bridge.callsTo('timerecords:delete')).toEqual([{ id }]));
  });

  it('changes nothing by keys for a read-only member', async () => {
    const { bridge, edits } = setup({ access: 'READ' });
    const found = await block();
    fireEvent.keyDown(found, { key: 'ArrowDown' });
    fireEvent.keyDown(found, { key: 'Delete' });
    fireEvent.keyDown(found, { key: 'Enter' });
    act(() => found.blur());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates(bridge)).toEqual([]);
    expect(edits).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Add time on/ })).toBeNull();
  });

  it('switches to the day and moves by days', async () => {
    setup();
    await block();
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getAllByTestId('calendar-day').map((d) => d.dataset['date'])).toEqual(['2026-11-25']);
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getAllByTestId('calendar-day').map((d) => d.dataset['date'])).toEqual(['2026-11-26']);
  });
});

describe('CalendarView across days', () => {
  it('moves a record to the next day with → and keeps the keys on it in that day’s column', async () => {
    const { bridge } = setup();
    const found = await block();
    found.focus();
    fireEvent.keyDown(found, { key: 'ArrowRight' });
    const moved = await block();
    expect(moved.closest('[data-testid="calendar-day"]')?.getAttribute('data-date')).toBe('2026-11-26');
    expect(document.activeElement).toBe(moved);
    expect(screen.getByTestId('calendar-announcement').textContent).toMatch(
      /^Review moved to Thursday, November 26, 9:00\sAM–10:00\sAM/,
    );
    act(() => moved.blur());
    await waitFor(() => expect(updates(bridge)).toHaveLength(1));
    expect(updates(bridge)[0]).toEqual({
      id,
      version: 1,
      changes: { start: nine + 24 * hour, stop: nine + 25 * hour },
    });
  });
});

describe('CalendarView clicks', () => {
  it('opens the editor on a click, as a screen reader sends it', async () => {
    const { edits } = setup();
    fireEvent.click(await block());
    expect(edits).toEqual([{ kind: 'edit', record: expect.objectContaining({ id }) }]);
  });
});

describe('CalendarView and the stopwatch', () => {
  it('shows the running stopwatch from its start, growing as it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now });
    setup({
      stopwatch: {
        ...stoppedStopwatch(now, 'ready'),
        status: 'running',
        description: 'Standup',
        startedAt: now - hour,
        elapsedMs: hour,
        asOf: now,
      },
    });
    const running = await screen.findByTestId('calendar-running');
    // Started at 14:00 in Vienna: 14 × 48 px down, an hour (48 px) tall.
    expect(running.style.top).toBe('672px');
    expect(running.style.height).toBe('48px');
    act(() => {
      vi.advanceTimersByTime(30 * minute);
    });
    expect(running.style.height).toBe('72px');
    expect(running.getAttribute('aria-label')).toMatch(/^Running: Standup, since 2:00\sPM, 1:30:00/);
  });
});

describe('CalendarView and the outbox', () => {
  it('shows a record the service refused to create, not draggable, and Enter opens it to fix', async () => {
    const made = hourOnFirstProject('00000000-0000-4000-8000-0000000000d1', nine + 2 * hour, 'Offline work');
    const entry = {
      id: 'write-1',
      label: { id: 'outbox.label.asIs', values: { text: 'Add Offline work' } },
      target: { resource: 'timerecords', id: made.id, action: 'create' },
      preview: null,
      state: 'refused',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      refusal: {
        code: 'PE01-1100',
        message: { id: 'outbox.label.asIs', values: { text: 'The project is closed.' } },
        conflict: null,
      },
      createdAt: now,
    } as const;
    const { bridge, edits } = setup({
      pending: { edits: new Map(), deletes: new Map(), creates: [{ entry, record: made }] },
    });
    const blocks = await screen.findAllByTestId('calendar-block');
    const refused = blocks.find((b) => b.dataset['recordId'] === made.id);
    if (refused === undefined) throw new Error('the refused record is not shown');
    expect(refused.getAttribute('aria-label')).toMatch(/refused by the service$/);
    fireEvent.keyDown(refused, { key: 'ArrowDown' });
    act(() => refused.blur());
    fireEvent.keyDown(refused, { key: 'Enter' });
    expect(edits).toEqual([{ kind: 'fix', record: made, writeId: 'write-1' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates(bridge)).toEqual([]);
  });
});

describe('CalendarView on the week the clocks go back', () => {
  it('makes Sunday 25 hours tall with its own hour labels, 2:00 twice', async () => {
    // Sunday 25 to Saturday 31 October 2026 in Vienna (an en-US week); summer time ends on the Sunday.
    setup({ range: { from: Date.UTC(2026, 9, 24, 22), to: Date.UTC(2026, 9, 31, 23) } });
    const days = await screen.findAllByTestId('calendar-day');
    expect(days.map((d) => d.dataset['date'])[0]).toBe('2026-10-25');
    const sunday = days.find((d) => d.dataset['date'] === '2026-10-25');
    const monday = days.find((d) => d.dataset['date'] === '2026-10-26');
    expect(sunday?.style.height).toBe(`${25 * 48}px`);
    expect(monday?.style.height).toBe(`${24 * 48}px`);
    const labels = [...(sunday?.querySelectorAll('.calendar-day__hour-label') ?? [])].map(
      (l) => l.textContent,
    );
    expect(labels.slice(0, 4).map((l) => l.replace(/\s/g, ' '))).toEqual([
      '12:00 AM',
      '1:00 AM',
      '2:00 AM',
      '2:00 AM',
    ]);
    // The other days keep to the hours column on the left.
    expect(monday?.querySelectorAll('.calendar-day__hour-label')).toHaveLength(0);
  });
});

describe('CalendarView day totals', () => {
  it('shows each day’s total in its heading, counting a record on the day it starts, and follows a move', async () => {
    const records = [
      hourOnFirstProject('00000000-0000-4000-8000-0000000000d1', Date.UTC(2026, 10, 23, 8), 'Monday'),
      hourOnFirstProject('00000000-0000-4000-8000-0000000000d2', nine, 'Morning'),
      // 23:30 on Wednesday to 00:30 on Thursday: drawn on both days, counted on Wednesday.
      {
        ...hourOnFirstProject('00000000-0000-4000-8000-0000000000d3', Date.UTC(2026, 10, 25, 22, 30), 'Late'),
        stop: Date.UTC(2026, 10, 25, 23, 30) + 15 * minute,
        durationMs: hour + 15 * minute,
      },
    ];
    const bridge = dailyBridge(new FakeBridge(), { timeZone: vienna, access: 'FULL' })
      .handle('timerecords:count', () => records.length)
      .handle('timerecords:list', () => records)
      .handle('timerecords:update', () => ({ state: 'saved', writeId: 'w1' }));
    renderDaily(
      <CalendarView
        query={{ range: week, filter: { ...emptyTimeFilter } }}
        timeZone={vienna}
        canWrite
        stopwatch={undefined}
        pending={{ edits: new Map(), deletes: new Map(), creates: [] }}
        onEdit={() => undefined}
      />,
      bridge,
    );
    const totals = (): (string | null)[] =>
      screen.getAllByTestId('calendar-day-total').map((total) => total.textContent);
    await screen.findAllByTestId('calendar-block');
    // Sunday first (en-US): Monday is the second column.
    await waitFor(() => expect(totals()).toEqual(['', '1 h', '', '2 h 15 min', '', '', '']));
    expect(screen.getAllByTestId('calendar-day-total')[1]?.parentElement?.textContent).toBe('Total 1 h');

    // The morning record moved to Thursday by the keys: both days' totals follow at once.
    const morning = screen.getByRole('button', { name: /Morning/ });
    morning.focus();
    fireEvent.keyDown(morning, { key: 'ArrowRight' });
    expect(totals()).toEqual(['', '1 h', '', '1 h 15 min', '1 h', '', '']);
  });
});
