import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { BarList } from './bar-list.tsx';
import { ChartFrame } from './chart-frame.tsx';
import { ChartSelect } from './chart-select.tsx';
import { ColumnChart, type Column } from './column-chart.tsx';
import { DataTable } from './data-table.tsx';

afterEach(cleanup);

const hour = 3_600_000;
const columns: Column[] = [
  { key: 'a', short: '1', full: 'Mon, 3 Nov 2025', value: 7.5 * hour },
  { key: 'b', short: '2', full: 'Tue, 4 Nov 2025', value: 0 },
  { key: 'c', short: '3', full: 'Wed, 5 Nov 2025', value: 9 * hour },
];

describe('ColumnChart', () => {
  it('names the chart and every bar with its period and value, on an hours axis', () => {
    render(<ColumnChart label="Time per day, week 45" columns={columns} formatValue={formatHoursMinutes} />);
    const chart = screen.getByRole('group', { name: 'Time per day, week 45' });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Mon, 3 Nov 2025: 7 h 30 min',
      'Tue, 4 Nov 2025: 0 min',
      'Wed, 5 Nov 2025: 9 h',
    ]);
    expect(chart.textContent).toContain('12 h');
    // The tallest bar is the 9-hour one; bars scale to the axis (0–12 h).
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]! / heights[0]!).toBeCloseTo(9 / 7.5, 5);
    expect(heights[1]).toBe(0);
  });

  it('is one tab stop; arrow keys, Home and End move between bars and read them out', () => {
    render(<ColumnChart label="Time" columns={columns} formatValue={formatHoursMinutes} />);
    const bars = screen.getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    bars[0]!.focus();
    const chart = screen.getByRole('group', { name: 'Time' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bars[1]);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(document.activeElement).toBe(bars[2]);
    expect(screen.getByText('Wed, 5 Nov 2025: 9 h')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bars[2]);
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(document.activeElement).toBe(bars[0]);
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });
});

describe('BarList', () => {
  it('lists each group with its value and share, bars relative to the largest', () => {
    render(
      <BarList
        label="Time by client"
        items={[
          { key: 'x', label: 'Contoso', value: 3 * hour, valueText: '3 h', detail: '€300.00' },
          { key: 'y', label: 'No client', value: hour, valueText: '1 h' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Time by client' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Contoso3 h,  75 % · €300.00',
      'No client1 h,  25 %',
    ]);
    const bars = [...document.querySelectorAll<HTMLElement>('.bar-list__bar')].map((bar) => bar.style.width);
    expect(bars).toEqual(['100%', '33.33333333333333%']);
  });
});

describe('ChartFrame', () => {
  it('switches between the chart and its table with one pressed-state button', () => {
    render(<ChartFrame title="Time per day" chart={<p>the chart</p>} table={<p>the table</p>} />);
    expect(screen.getByRole('region', { name: 'Time per day' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Table view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('the chart')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('the table')).toBeTruthy();
    expect(screen.queryByText('the chart')).toBeNull();
  });
});

describe('DataTable', () => {
  it('names each row in its row header, numbers in right-aligned columns, totals in the footer', () => {
    render(
      <DataTable
        label="Time by client (table)"
        nameHeading="Client"
        headings={['Records', 'Time']}
        rows={[
          { key: 'x', name: 'Contoso', cells: ['3', '3 h'] },
          { key: 'y', name: 'No client', cells: ['1', '1 h'] },
        ]}
        footer={{ name: 'Total', cells: ['4', '4 h'] }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Time by client (table)' });
    expect(table.className).toBe('data-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Client', 'Records', 'Time']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Contoso', 'No client', 'Total']);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ClientRecordsTime',
      'Contoso33 h',
      'No client11 h',
      'Total44 h',
    ]);
    expect(rows[3]!.parentElement!.tagName).toBe('TFOOT');
    const numbers = [...table.querySelectorAll('td, thead th')].filter((cell) =>
      cell.classList.contains('num'),
    );
    expect(numbers.map((cell) => cell.textContent)).toEqual([
      'Records',
      'Time',
      '3',
      '3 h',
      '1',
      '1 h',
      '4',
      '4 h',
    ]);
  });

  it('has no footer unless given one, and a compact form', () => {
    render(<DataTable label="Prices" nameHeading="Record" headings={['Now']} rows={[]} compact />);
    const table = screen.getByRole('table', { name: 'Prices' });
    expect(table.className).toBe('data-table data-table--compact');
    expect(table.querySelector('tfoot')).toBeNull();
  });
});

describe('ChartSelect', () => {
  it('offers each option by its text and answers the chosen one', () => {
    const onChange = vi.fn();
    render(
      <ChartSelect
        label="Group by"
        value="client"
        options={['project', 'client']}
        optionText={(option) => `By ${option}`}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Group by' });
    expect(select.value).toBe('client');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['By project', 'By client']);
    fireEvent.change(select, { target: { value: 'project' } });
    expect(onChange).toHaveBeenCalledWith('project');
  });
});
