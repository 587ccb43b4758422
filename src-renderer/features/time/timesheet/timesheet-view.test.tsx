import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeRecordFields, TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { instantAt } from '../../../../src-shared/domain/zoned-time.ts';
import { FakeBridge } from '../../../testing/fake-bridge.ts';
import { withLayout } from '../../../testing/layout.ts';
import { dailyBridge, projects, renderDaily } from '../../../testing/render-daily.tsx';
import { emptyTimeFilter } from '../../../../src-shared/domain/time-filter.ts';
import { useTimeFilterStore } from '../../time-filter/time-filter-store.ts';
import { TimeScreen } from '../time-screen.tsx';
import { rereadTimeView, timeViewStorageKey, useTimeViewStore } from '../time-view-store.ts';

// These cases are about the grid, written on Monday weeks: an American English whose weeks start on
// Monday (the locale's `fw` key), so the times still read 9:00 AM. Set before the i18n module reads it.
vi.hoisted(() => {
  Object.defineProperty(navigator, 'languages', { value: ['en-US-u-fw-mon'], configurable: true });
});

const zone = 'Europe/Vienna';
const hour = 3_600_000;
const [web, app] = projects;
if (web === undefined || app === undefined) throw new Error('the demo projects are missing');

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
  localStorage.clear();
  useTimeFilterStore.getState().reset();
  useTimeViewStore.setState({
    range: { kind: 'custom', first: '2026-11-23', last: '2026-11-29' },
    view: 'timesheet',
  });
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

let seq = 0;
function record(date: string, startMinutes: number, durationMs: number, description = ''): TimeRecordView {
  seq += 1;
  const start = instantAt(date, startMinutes, zone);
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    version: 3,
    start,
    stop: start + durationMs,
    durationMs,
    description,
    billable: true,
    project: { id: web!.id, name: web!.title, code: web!.code },
    task: null,
    client: null,
    price: null,
  };
}

/** A service in memory: what is created is listed on the next read. */
function serviceWith(records: TimeRecordView[], access: 'FULL' | 'READ' = 'FULL'): FakeBridge {
  return dailyBridge(new FakeBridge(), { timeZone: zone, access })
    .handle(
      'timerecords:count',
      (arg) => records.filter((r) => r.start >= arg.range.from && r.start < arg.range.to).length,
    )
    .handle('timerecords:list', (arg) =>
      records
        .filter((r) => r.start >= arg.range.from && r.start < arg.range.to)
        .slice(arg.skip, arg.skip + arg.top),
    )
    .handle('timerecords:create', (fields) => {
      const project = projects.find((p) => p.id === fields.projectId);
      records.push({
        ...record('2026-11-23', 0, 0),
        ...fields,
        project: project === undefined ? null : { id: project.id, name: project.title, code: project.code },
      });
      return { state: 'saved', writeId: '00000000-0000-4000-8000-00000000ffff' };
    })
    .handle('timerecords:update', () => ({ state: 'saved', writeId: '00000000-0000-4000-8000-00000000fffe' }))
    .handle('timerecords:delete', () => ({ state: 'saved', writeId: '00000000-0000-4000-8000-00000000fffd' }))
    .handle('projects:tasks', () => [])
    .handle('reports:filter-options', () => []);
}

function key(name: string, init: Partial<KeyboardEventInit> = {}): void {
  const target = document.activeElement;
  if (target === null) throw new Error('nothing has the focus');
  fireEvent.keyDown(target, { key: name, ...init });
}

function focusedCell(): string | null {
  return document.activeElement?.getAttribute('data-cell') ?? null;
}

async function grid(): Promise<HTMLElement> {
  return screen.findByRole('grid', { name: /^Week of .*23.*2026$/ });
}

describe('TimesheetView', () => {
  it('sums each day of a row, the rows, the days and the week', async () => {
    renderDaily(
      <TimeScreen />,
      serviceWith([
        record('2026-11-23', 9 * 60, 2 * hour),
        record('2026-11-23', 13 * 60, hour / 2),
        record('2026-11-27', 8 * 60, hour),
      ]),
    );
    const sheet = await grid();
    const [row] = within(sheet).getAllByTestId('timesheet-row');
    expect(within(row!).getByRole('rowheader').textContent).toBe(web.title);
    const cells = within(row!)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2:30 (2 records)', '', '', '', '1:00', '', '', '3:30']);
    expect(screen.getAllByTestId('day-total').map((cell) => cell.textContent)).toEqual([
      '2:30',
      '',
      '',
      '',
      '1:00',
      '',
      '',
    ]);
    expect(screen.getByTestId('week-total').textContent).toBe('3:30');
  });

  it('moves like a spreadsheet: arrows, Tab and Shift+Tab, one cell in the tab order', async () => {
    renderDaily(<TimeScreen />, serviceWith([record('2026-11-24', 9 * 60, hour)]));
    const sheet = await grid();
    expect(sheet.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    sheet.querySelector<HTMLElement>('[data-cell="0-0"]')?.focus();
    key('ArrowRight');
    await waitFor(() => expect(focusedCell()).toBe('0-1'));
    key('Tab');
    await waitFor(() => expect(focusedCell()).toBe('0-2'));
    key('Tab', { shiftKey: true });
    key('Tab', { shiftKey: true });
    await waitFor(() => expect(focusedCell()).toMatch(/^0-/));
    key('End');
    await waitFor(() => expect(focusedCell()).toBe('0-6'));
    expect(sheet.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('creates a record at 09:00 in the organization’s zone when a digit is typed into an empty day', async () => {
    const bridge = serviceWith([record('2026-11-24', 9 * 60, hour)]);
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-2"]')?.focus();
    key('1');
    const input = await within(sheet).findByRole('textbox', { name: `${web.title}, ${cellHeading(2)}` });
    fireEvent.change(input, { target: { value: '1h30' } });
    key('Enter');
    await waitFor(() => expect(bridge.callsTo('timerecords:create')).toHaveLength(1));
    const fields = bridge.callsTo('timerecords:create')[0] as TimeRecordFields;
    expect(fields).toMatchObject({
      start: instantAt('2026-11-25', 9 * 60, zone),
      stop: instantAt('2026-11-25', 10 * 60 + 30, zone),
      durationMs: 1.5 * hour,
      projectId: web.id,
    });
    await waitFor(() => expect(screen.getByTestId('week-total').textContent).toBe('2:30'));
    // Enter took the focus back to the grid, on the same day (there is no row below).
    await waitFor(() => expect(focusedCell()).toBe('0-2'));
  });

  it('changes the duration of a day’s one record and keeps its start; Escape writes nothing', async () => {
    const one = record('2026-11-24', 14 * 60, hour);
    const bridge = serviceWith([one]);
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-1"]')?.focus();
    key('Enter');
    const input = await within(sheet).findByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('1:00');
    fireEvent.change(input, { target: { value: '5' } });
    key('Escape');
    await waitFor(() => expect(focusedCell()).toBe('0-1'));
    key('Enter');
    fireEvent.change(await within(sheet).findByRole('textbox'), { target: { value: '2:15' } });
    key('Tab');
    await waitFor(() =>
      expect(bridge.callsTo('timerecords:update')).toEqual([
        { id: one.id, version: 3, changes: { stop: one.start + 2.25 * hour, durationMs: 2.25 * hour } },
      ]),
    );
    await waitFor(() => expect(focusedCell()).toBe('0-2'));
  });

  it('refuses more than 24 hours with a sentence next to the grid and keeps the cell open', async () => {
    const bridge = serviceWith([record('2026-11-24', 14 * 60, hour)]);
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-3"]')?.focus();
    key('2');
    const input = await within(sheet).findByRole('textbox');
    fireEvent.change(input, { target: { value: '25h' } });
    key('Enter');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A day holds at most 24 hours.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(bridge.callsTo('timerecords:create')).toEqual([]);
  });

  it('lists the records of a day that sums several instead of guessing, and edits the one chosen', async () => {
    const bridge = serviceWith([
      record('2026-11-23', 9 * 60, hour, 'Design'),
      record('2026-11-23', 11 * 60, hour, 'Review'),
    ]);
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-0"]')?.focus();
    key('3');
    const dialog = await screen.findByRole('dialog', { name: `${web.title}, ${cellHeading(0)}` });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Edit .*Review$/ }));
    const editor = await screen.findByRole('dialog', { name: 'Edit time record' });
    expect(within(editor).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Review');
    expect(bridge.callsTo('timerecords:update')).toEqual([]);
  });

  it('deletes a day’s only record with Delete, with Undo offered', async () => {
    const one = record('2026-11-24', 14 * 60, hour);
    const bridge = serviceWith([one]);
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-1"]')?.focus();
    key('Delete');
    await waitFor(() => expect(bridge.callsTo('timerecords:delete')).toEqual([{ id: one.id }]));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('adds a row from the project picker and puts the focus on it', async () => {
    renderDaily(<TimeScreen />, serviceWith([record('2026-11-24', 14 * 60, hour)]));
    await grid();
    const picker = screen.getByRole('combobox', { name: 'Add a row' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Contoso' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const rows = await screen.findAllByTestId('timesheet-row');
    await waitFor(() => expect(rows).toHaveLength(2));
    // In name order: Contoso before Northwind, and the focus on it (today's day, or Monday).
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(app.title);
    await waitFor(() => expect(focusedCell()).toMatch(/^0-/));
  });

  it('shows the person’s own time even when the filter says everyone', async () => {
    useTimeFilterStore.getState().setFilter({ ...emptyTimeFilter, people: 'everyone' });
    const bridge = serviceWith([record('2026-11-24', 9 * 60, hour)]);
    renderDaily(<TimeScreen />, bridge);
    await grid();
    expect(screen.getByRole('note').textContent).toContain('your own time only');
    const asked = bridge.callsTo('timerecords:list') as { filter: { people: string }; top: number }[];
    expect(asked.filter((call) => call.top === 1000).map((call) => call.filter.people)).toEqual(['me']);
  });

  it('lets a read-only member move through the week but not type into it', async () => {
    const bridge = serviceWith([record('2026-11-24', 9 * 60, hour)], 'READ');
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    expect(sheet.getAttribute('aria-readonly')).toBe('true');
    sheet.querySelector<HTMLElement>('[data-cell="0-1"]')?.focus();
    key('5');
    key('Delete');
    key('ArrowRight');
    await waitFor(() => expect(focusedCell()).toBe('0-2'));
    expect(within(sheet).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a row' })).toBeNull();
    expect(bridge.callsTo('timerecords:delete')).toEqual([]);
  });

  it('moves to the next and previous week, as the Time range', async () => {
    renderDaily(<TimeScreen />, serviceWith([]));
    await screen.findByRole('heading', { name: /^Week of .*23.*2026$/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(useTimeViewStore.getState().range).toEqual({
      kind: 'custom',
      first: '2026-11-30',
      last: '2026-12-06',
    });
    expect(await screen.findByRole('heading', { name: /^Week of .*30.*2026$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(useTimeViewStore.getState().range).toEqual({
      kind: 'custom',
      first: '2026-11-16',
      last: '2026-11-22',
    });
  });

  it('asks to wait before changing a day typed a moment ago that the service has not answered yet', async () => {
    let answer: (value: { state: 'saved'; writeId: string }) => void = () => undefined;
    const bridge = serviceWith([record('2026-11-24', 9 * 60, hour)]).handle(
      'timerecords:create',
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderDaily(<TimeScreen />, bridge);
    const sheet = await grid();
    sheet.querySelector<HTMLElement>('[data-cell="0-3"]')?.focus();
    key('2');
    key('Enter');
    await waitFor(() => expect(screen.getByTestId('week-total').textContent).toBe('1:02'));
    sheet.querySelector<HTMLElement>('[data-cell="0-3"]')?.focus();
    key('5');
    key('Enter');
    expect((await screen.findByRole('alert')).textContent).toContain('still being saved');
    expect(bridge.callsTo('timerecords:update')).toEqual([]);
    answer({ state: 'saved', writeId: '00000000-0000-4000-8000-00000000ffff' });
  });

  it('remembers the chosen view across restarts', async () => {
    useTimeViewStore.setState({ view: 'list' });
    renderDaily(<TimeScreen />, serviceWith([]));
    fireEvent.click(await screen.findByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByRole('region', { name: 'Calendar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Timesheet' }));
    expect(localStorage.getItem(timeViewStorageKey)).toBe('timesheet');
    useTimeViewStore.setState({ view: 'list' });
    rereadTimeView();
    expect(useTimeViewStore.getState().view).toBe('timesheet');
  });
});

function cellHeading(day: number): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', timeZone: zone }).format(
    instantAt(`2026-11-${String(23 + day)}`, 12 * 60, zone),
  );
}
