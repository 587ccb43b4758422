import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeFilterStore } from '../time-filter/time-filter-store.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { reportsBridge, today } from '../../testing/report-fixtures.ts';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { ReportsScreen } from './reports-screen.tsx';
import { useReportViewStore } from './report-view-store.ts';

afterEach(cleanup);
beforeEach(() => {
  useReportViewStore.setState({
    period: { unit: 'month', anchor: null, offset: 0 },
    groupBy: 'project',
    sliceBy: null,
    tab: 'overview',
  });
  useTimeFilterStore.getState().reset();
});

function lastArg(bridge: FakeBridge, channel: Parameters<FakeBridge['callsTo']>[0]): Record<string, unknown> {
  return bridge.callsTo(channel).at(-1) as Record<string, unknown>;
}

describe('ReportsScreen', () => {
  it('asks to sign in, or to connect time tracking, before showing reports', async () => {
    const signedOut = new FakeBridge().handle('session:get', () => sessionState());
    renderWithBridge(<ReportsScreen />, signedOut);
    expect(await screen.findByRole('heading', { name: 'Sign in to see reports' })).toBeTruthy();
    cleanup();
    renderWithBridge(
      <ReportsScreen />,
      new FakeBridge().handle('session:get', () => signedIn()),
    );
    expect(await screen.findByRole('heading', { name: 'Connect time tracking to see reports' })).toBeTruthy();
  });

  it('shows totals, the chart, the breakdown and the trend of this month', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    expect(await screen.findByRole('heading', { name: 'November 2025' })).toBeTruthy();
    expect((await screen.findByTestId('total-time')).textContent).toBe('Time40 h');
    expect(screen.getByTestId('total-money').textContent).toBe('Money€2,550.00');
    const chart = screen.getByRole('group', { name: 'Time per day, November 2025' });
    expect(within(chart).getAllByRole('img')).toHaveLength(30);
    const breakdown = screen.getByRole('list', { name: 'Time by project' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Website25 h,  63 % · €2,125.00', 'App15 h,  38 % · €425.00']);
    expect(lastArg(bridge, 'reports:trend')).toMatchObject({ depth: 5 });
  });

  it('compares this month so far with the same days of last month, and a past month with the whole one before', async () => {
    renderWithBridge(<ReportsScreen />, reportsBridge());
    expect((await screen.findByTestId('trend-comparison')).textContent).toMatch(
      /^So far \(Nov 1\s–\s5, 2025\): 25% less time than the same days of the month before \(Oct 1\s–\s5, 2025\)$/,
    );
    const frame = screen.getByRole('region', { name: 'Compared with earlier months' });
    fireEvent.click(within(frame).getByRole('button', { name: 'Table view' }));
    const rows = within(frame).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toMatch(/^November 2025 \(so far\).*-25%$/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(screen.getByTestId('trend-comparison').textContent).toBe('17% more time than the month before'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of period' }), { target: { value: 'day' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(screen.getByTestId('trend-comparison').textContent).toBe(
        'Today so far: 17% more time than the whole day before',
      ),
    );
  });

  it('steps to last month with the offset, and back with the button or Alt+arrows', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2025' })).toBeTruthy();
    await waitFor(() =>
      expect(lastArg(bridge, 'reports:summary')).toMatchObject({
        period: { unit: 'month', anchor: null, offset: -1 },
      }),
    );
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    expect(await screen.findByRole('heading', { name: 'September 2025' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('heading', { name: 'November 2025' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This month' })).toHaveProperty('disabled', true);
  });

  it('changes the kind of period around the days being looked at, and takes a custom range', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of period' }), { target: { value: 'week' } });
    await waitFor(() =>
      expect(lastArg(bridge, 'reports:summary')).toMatchObject({
        period: { unit: 'week', anchor: '2025-10-01', offset: 0 },
      }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of period' }), {
      target: { value: 'custom' },
    });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-10-12' } });
    await waitFor(() =>
      expect(lastArg(bridge, 'reports:summary')).toMatchObject({
        // The week of 1 October as the en-US browser counts it: from Sunday 28 September.
        period: { unit: 'custom', from: '2025-09-28', to: '2025-10-12', offset: 0 },
      }),
    );
    // An impossible range is not sent.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-09-01' } });
    expect(lastArg(bridge, 'reports:summary')).toMatchObject({ period: { to: '2025-10-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous range' }));
    await waitFor(() => expect(lastArg(bridge, 'reports:summary')).toMatchObject({ period: { offset: -1 } }));
    expect(today).toBe('2025-11-05');
  });

  it('switches from a custom range to the week holding today, or to the month of its last day', async () => {
    const bridge = reportsBridge();
    useReportViewStore.setState({
      period: { unit: 'custom', from: '2025-10-20', to: '2025-11-10', offset: 0 },
    });
    renderWithBridge(<ReportsScreen />, bridge);
    await screen.findByRole('heading', { name: /^Oct 20/ });
    const kind = screen.getByRole('combobox', { name: 'Kind of period' });
    fireEvent.change(kind, { target: { value: 'week' } });
    expect(await screen.findByRole('heading', { name: /^Week 45 · / })).toBeTruthy();
    await waitFor(() =>
      expect(lastArg(bridge, 'reports:summary')).toMatchObject({ period: { unit: 'week', anchor: today } }),
    );
    act(() =>
      useReportViewStore.setState({
        period: { unit: 'custom', from: '2025-09-01', to: '2025-10-12', offset: 0 },
      }),
    );
    await screen.findByRole('heading', { name: /^Sep 1/ });
    fireEvent.change(kind, { target: { value: 'month' } });
    expect(await screen.findByRole('heading', { name: 'October 2025' })).toBeTruthy();
  });

  it('labels the axis of a custom range with real dates', async () => {
    useReportViewStore.setState({
      period: { unit: 'custom', from: '2025-10-20', to: '2025-11-10', offset: 0 },
    });
    renderWithBridge(<ReportsScreen />, reportsBridge());
    const chart = await screen.findByRole('group', { name: /^Time per day, Oct 20/ });
    const labels = [...chart.querySelectorAll('.chart-axis-label')].map((label) => label.textContent);
    expect(labels[0]).toBe('Oct 20');
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/^(Oct|Nov) \d{1,2}$/);
    const trend = screen.getByRole('group', { name: 'Compared with the ranges before' });
    const ranges = [...trend.querySelectorAll('.chart-axis-label')].map((label) => label.textContent);
    expect(ranges.at(-1)).toBe('Oct 20');
  });

  it('groups by client, and the table view lists the same totals as the chart', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Group by' }), {
      target: { value: 'client' },
    });
    const list = await screen.findByRole('list', { name: 'Time by client' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Contoso30 h');
    const frame = screen.getByRole('region', { name: 'Time by client' });
    fireEvent.click(within(frame).getByRole('button', { name: 'Table view' }));
    const table = within(frame).getByRole('table', { name: 'Time by client (table)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ClientRecordsTimeBillableMoneyPer hour',
      'Contoso1530 h22 h 30 min€2,550.00€85.00',
      'No client510 h7 h 30 min€0.00€0.00',
      'Total2040 h30 h€2,550.00€63.75',
    ]);
  });

  it('passes the shared time filter to every report', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: /Clients: All clients/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Contoso' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Billable' }), { target: { value: 'billable' } });
    const filter = {
      projectIds: [],
      clientIds: ['c1'],
      workTypeIds: [],
      billable: 'billable',
      text: '',
      people: 'me',
    };
    await waitFor(() => {
      for (const channel of ['reports:summary', 'reports:slices', 'reports:trend'] as const) {
        expect(lastArg(bridge, channel)).toMatchObject({ filter });
      }
    });
    expect(useTimeFilterStore.getState().filter).toEqual(filter);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(useTimeFilterStore.getState().filter.clientIds).toEqual([]);
  });

  it('refreshes when main says time records changed', async () => {
    const bridge = reportsBridge();
    renderWithBridge(<ReportsScreen />, bridge);
    await screen.findByTestId('total-time');
    const before = bridge.callsTo('reports:summary').length;
    act(() => bridge.emit('data:changed', { resources: ['timerecords'] }));
    await waitFor(() => expect(bridge.callsTo('reports:summary').length).toBeGreaterThan(before));
  });

  it('exports through the host: a saved file is reported, a browser download is started', async () => {
    const bridge = reportsBridge();
    const saveDownload = vi.fn(() => Promise.resolve());
    Object.assign(bridge, { saveDownload });
    bridge.handle('reports:export-csv', (arg) =>
      arg.content === 'totals'
        ? { kind: 'saved', fileName: 'totals.csv', rows: 3 }
        : { kind: 'download', url: `/exports/${'a'.repeat(43)}`, fileName: 'records.csv', expiresAt: 1 },
    );
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Export totals (CSV)' }));
    await waitFor(() =>
      expect(screen.getByTestId('export-status').textContent).toBe('Saved totals.csv (3 rows).'),
    );
    expect(lastArg(bridge, 'reports:export-csv')).toMatchObject({ content: 'totals', groupBy: 'project' });
    fireEvent.click(screen.getByRole('button', { name: 'Export records (CSV)' }));
    await waitFor(() =>
      expect(saveDownload).toHaveBeenCalledWith(`/exports/${'a'.repeat(43)}`, 'records.csv'),
    );
    expect(screen.getByTestId('export-status').textContent).toMatch(/Downloading records.csv/);
  });

  it('says when an export has nothing to write', async () => {
    const bridge = reportsBridge().handle('reports:export-csv', () => ({ kind: 'empty' }));
    renderWithBridge(<ReportsScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Export records (CSV)' }));
    await waitFor(() =>
      expect(screen.getByTestId('export-status').textContent).toBe(
        'Nothing to export in this selection: no file was written.',
      ),
    );
  });

  it('says what went wrong when a report cannot be loaded', async () => {
    const bridge = reportsBridge().fail(
      'reports:summary',
      'service-unreachable',
      'Loading the totals did not work.',
    );
    renderWithBridge(<ReportsScreen />, bridge);
    expect((await screen.findByRole('alert')).textContent).toBe('Loading the totals did not work.');
  });
});
