import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { formatClockSpan } from '../../../src-shared/format/clock-time.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { record, reportsBridge } from '../../testing/report-fixtures.ts';
import { signedIn } from '../../../src-shared/testing/session-state.ts';
import { RecordsView } from './records-view.tsx';

afterEach(cleanup);

const period = { unit: 'month', anchor: null, offset: -1 } as const;

function setup(count = 250) {
  const bridge = reportsBridge(count);
  const view = renderWithBridge(
    <RecordsView period={period} filter={emptyTimeFilter} timeZone="Europe/Vienna" />,
    bridge,
  );
  return { bridge, ...view };
}

describe('RecordsView', () => {
  it('pages the records of the period with their prices, newest first', async () => {
    const { bridge } = setup();
    await waitFor(() => expect(screen.getByTestId('records-range').textContent).toBe('Records 1–100 of 250'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(rows[1]?.textContent).toContain('Work 0');
    expect(rows[1]?.textContent).toContain('€170.00');
    expect(rows[4]?.textContent).toContain('by hand');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByTestId('records-range').textContent).toBe('Records 101–200 of 250'),
    );
    expect(bridge.callsTo('reports:records').at(-1)).toMatchObject({ skip: 100, top: 100, period });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it("checks the price of one selected record against today's price lists", async () => {
    const { bridge } = setup(5);
    bridge.handle('prices:quote', () => ({
      price: 190,
      unitPrice: 95,
      duration: 7_200_000,
      level: 9,
      currency: 'EUR',
    }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Work 1$/ }));
    await waitFor(() =>
      expect(screen.getByTestId('price-quote').textContent).toBe(
        "Today's price lists would give: €190.00 at €95.00 per hour, the price for the project",
      ),
    );
    expect(bridge.callsTo('prices:quote')).toEqual([
      {
        projectId: 'p1',
        taskId: null,
        clientId: 'c1',
        workTypeId: null,
        userId: 'u1',
        duration: 7_200_000,
        billable: true,
      },
    ]);
  });

  it('recomputes the selected prices after showing what changes, and only after confirming', async () => {
    const { bridge } = setup(5);
    const ids = [0, 1, 3].map((i) => record(i).id);
    bridge.handle('prices:preview-update', () => ({
      currency: 'EUR',
      changes: [
        { id: ids[0]!, current: 170, next: 190, kept: false },
        { id: ids[1]!, current: 170, next: 170, kept: false },
        { id: ids[2]!, current: 1, next: 1, kept: true },
      ],
      currentTotal: 341,
      nextTotal: 361,
    }));
    bridge.handle('prices:update', () => ({ updated: 2, kept: 1, failed: [] }));
    expect(await screen.findByRole('button', { name: 'Recompute prices…' })).toHaveProperty('disabled', true);
    for (const i of [0, 1, 3])
      fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`Work ${i}$`) }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recompute prices…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recompute the prices of 3 records?' });
    expect((await within(dialog).findByTestId('price-preview-totals')).textContent).toBe(
      "Their prices total €341.00 now; from today's price lists they would total €361.00.",
    );
    expect(
      within(dialog).getByText('1 price changes, 1 stays the same, 1 set by hand is kept.'),
    ).toBeTruthy();
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')[1]?.textContent).toMatch(
      /Work 0€170.00€190.00$/,
    );
    expect(bridge.callsTo('prices:update')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recompute prices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.callsTo('prices:update')).toEqual([{ ids }]);
    expect(screen.getByText('Recomputed 2 prices. Kept 1 set by hand.')).toBeTruthy();
    expect(screen.getByText('None selected')).toBeTruthy();
  });

  it('cancels without recomputing, and selects a whole page at once', async () => {
    const { bridge } = setup(5);
    bridge.handle('prices:preview-update', () => ({
      currency: 'EUR',
      changes: [],
      currentTotal: 0,
      nextTotal: 0,
    }));
    await screen.findByText('Work 0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all records on this page' }));
    expect(screen.getByText('5 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recompute prices…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo('prices:update')).toEqual([]);
    expect(screen.getByText('5 selected')).toBeTruthy();
  });

  it('does not offer a read-only member to recompute prices', async () => {
    const bridge = reportsBridge(5).handle('session:get', () =>
      signedIn({
        access: 'READ',
        v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null },
      }),
    );
    renderWithBridge(
      <RecordsView period={period} filter={emptyTimeFilter} timeZone="Europe/Vienna" />,
      bridge,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /Work 1$/ }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await waitFor(() => expect(bridge.callsTo('session:get').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Recompute prices/ })).toBeNull();
  });

  it('cuts a long description to one line, with the whole text on hover and on focus', async () => {
    const long =
      `Workshop with the client about ${'the new checkout flow and its edge cases, '.repeat(4)}`.trim();
    const bridge = reportsBridge(2).handle('reports:records', (arg) => ({
      period: { unit: 'month', first: '2025-10-01', last: '2025-10-31' },
      currency: 'EUR',
      total: 2,
      records: [record(0, { description: long }), record(1)].slice(arg.skip, arg.skip + arg.top),
    }));
    renderWithBridge(
      <RecordsView period={period} filter={emptyTimeFilter} timeZone="Europe/Vienna" />,
      bridge,
    );
    const clipped = await screen.findByTitle(long);
    expect(clipped.textContent).toBe(long);
    expect(clipped.tabIndex).toBe(0);
    expect(clipped.className).toContain('clipped-text--long');
    const short = screen.getByText('Work 1');
    expect(short.hasAttribute('title')).toBe(false);
    expect(short.hasAttribute('tabindex')).toBe(false);
  });

  it('puts every selection checkbox in the same column cell as the header checkbox', async () => {
    setup(3);
    await screen.findByText('Work 0');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const firstCells = rows.map((row) => (row as HTMLTableRowElement).cells[0]!);
    expect(firstCells[0]?.tagName).toBe('TH');
    for (const cell of firstCells) {
      // The same cell class in head and body, and not the label layout `.check` (inline-flex),
      // which takes a cell out of the table's column.
      expect(cell.className).toBe('select-cell');
      expect(within(cell).getAllByRole('checkbox')).toHaveLength(1);
      expect(cell.children).toHaveLength(1);
    }
  });

  it('prints a record’s times as the Time list does: the organization’s clock, the locale’s hours', async () => {
    setup(5);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const first = record(0);
    // 08:00–10:00 UTC on 31 October 2025 is 9:00–11:00 in Vienna.
    const times = within(rows[1]!).getAllByRole('cell')[2]?.textContent;
    expect(times).toBe(formatClockSpan(first.start, first.stop, 'Europe/Vienna'));
    expect(times).toMatch(/^9:00\sAM–11:00\sAM$/);
  });
});
