import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import type { NamedRef } from '../../../src-shared/domain/stopwatch.ts';
import { emptyTimeFilter, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import type { FakeBridge } from '../../testing/fake-bridge.ts';
import { withLayout } from '../../testing/layout.ts';
import { reportsBridge } from '../../testing/report-fixtures.ts';
import { dailyBridge, renderDaily } from '../../testing/render-daily.tsx';
import { useReportViewStore } from '../reports/report-view-store.ts';
import { ReportsScreen } from '../reports/reports-screen.tsx';
import { useTimeViewStore } from '../time/time-view-store.ts';
import { startOfDay } from '../time/time-range.ts';
import { TimeScreen } from '../time/time-screen.tsx';
import { useTimeFilterStore } from './time-filter-store.ts';

// The time records screen and the reports show one filter: what is set on one is what the other
// shows and asks main for.

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
  useTimeFilterStore.getState().reset();
  useTimeViewStore.setState({ range: { kind: 'week' } });
  useReportViewStore.setState({ tab: 'overview' });
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

function bothScreens(records: readonly TimeRecordView[] = []): FakeBridge {
  return dailyBridge(reportsBridge())
    .handle('timerecords:list', () => [...records])
    .handle('timerecords:count', () => records.length)
    .handle('timerecords:total', () => ({ count: records.length, durationMs: records.length * hour }));
}

const hour = 3_600_000;
function record(id: string, start: number, user: NamedRef): TimeRecordView {
  return {
    id,
    version: 1,
    start,
    stop: start + hour,
    durationMs: hour,
    description: `Work of ${user.name}`,
    billable: false,
    project: null,
    task: null,
    client: null,
    price: null,
    user,
  };
}

function lastFilter(bridge: FakeBridge, channel: 'timerecords:list' | 'reports:summary'): unknown {
  return (bridge.callsTo(channel).at(-1) as { filter?: TimeFilter } | undefined)?.filter;
}

const radio = (name: string): HTMLInputElement => screen.getByRole<HTMLInputElement>('radio', { name });

describe('one time filter for Time and Reports', () => {
  it('shows on Reports what was chosen on Time, and asks for it', async () => {
    const bridge = bothScreens();
    renderDaily(<TimeScreen />, bridge);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Only me' })).checked).toBe(true);
    fireEvent.click(radio('Everyone'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Billable' }), { target: { value: 'billable' } });
    const chosen = { ...emptyTimeFilter, people: 'everyone', billable: 'billable' };
    await waitFor(() => expect(lastFilter(bridge, 'timerecords:list')).toEqual(chosen));
    cleanup();

    renderDaily(<ReportsScreen />, bridge);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Everyone' })).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Billable' }).value).toBe('billable');
    await waitFor(() => expect(lastFilter(bridge, 'reports:summary')).toEqual(chosen));
  });

  it('shows on Time what was chosen on Reports, and asks for it', async () => {
    const bridge = bothScreens();
    renderDaily(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('radio', { name: 'Everyone' }));
    fireEvent.click(await screen.findByRole('button', { name: /Clients: All clients/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Contoso' }));
    fireEvent.click(radio('Only me'));
    const chosen = { ...emptyTimeFilter, clientIds: ['c1'], people: 'me' };
    await waitFor(() => expect(lastFilter(bridge, 'reports:summary')).toEqual(chosen));
    cleanup();

    renderDaily(<TimeScreen />, bridge);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Only me' })).checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Clients: Contoso' })).toBeTruthy();
    await waitFor(() => expect(lastFilter(bridge, 'timerecords:list')).toEqual(chosen));
  });

  it('reads every project and client name only once their list is opened or one is chosen', async () => {
    const bridge = bothScreens();
    renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(bridge.callsTo('timerecords:list').length).toBeGreaterThan(0));
    expect(bridge.callsTo('reports:filter-options')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Projects: All projects/ }));
    await waitFor(() => expect(bridge.callsTo('reports:filter-options')).toEqual([{ resource: 'projects' }]));
  });

  it('keeps "everyone" when the narrowing filters are cleared', async () => {
    const bridge = bothScreens();
    renderDaily(<TimeScreen />, bridge);
    fireEvent.click(await screen.findByRole('radio', { name: 'Everyone' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Billable' }), { target: { value: 'billable' } });
    await waitFor(() =>
      expect(lastFilter(bridge, 'timerecords:list')).toMatchObject({ billable: 'billable' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Billable' }).value).toBe('any');
    expect(radio('Everyone').checked).toBe(true);
    expect(useTimeFilterStore.getState().filter).toEqual({ ...emptyTimeFilter, people: 'everyone' });
  });

  it('says whose each record is when it lists everyone’s', async () => {
    const today = startOfDay(Date.now(), computerTimeZone());
    const bridge = bothScreens([
      record('00000000-0000-4000-8000-0000000000b1', today + 10 * hour, { id: 'u2', name: 'Carol Castillo' }),
      record('00000000-0000-4000-8000-0000000000b2', today + 8 * hour, { id: 'u1', name: 'Alice Andersen' }),
    ]);
    renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(2));
    expect(screen.queryAllByTestId('time-row-person')).toEqual([]);
    fireEvent.click(radio('Everyone'));
    await waitFor(() =>
      expect(screen.getAllByTestId('time-row-person').map((p) => p.textContent)).toEqual([
        'Carol Castillo',
        'Alice Andersen',
      ]),
    );
    expect(screen.getAllByTestId('time-row')[0]?.getAttribute('aria-label')).toMatch(/, Carol Castillo$/);
  });
});
