import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { stoppedStopwatch } from '../../../src-shared/domain/stopwatch.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { withLayout } from '../../testing/layout.ts';
import { hourOnFirstProject } from '../../testing/time-records.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { projectListKey } from '../projects/use-project-list.ts';
import { useTimeViewStore } from './time-view-store.ts';
import { startOfDay } from './time-range.ts';
import { TimeScreen } from './time-screen.tsx';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
  useTimeViewStore.setState({ range: { kind: 'week' } });
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const hour = 3_600_000;
const today = startOfDay(Date.now(), computerTimeZone());
const record = hourOnFirstProject;
// Newest first, as the service answers: two today, one the day before.
const records = [
  record('00000000-0000-4000-8000-0000000000a1', today + 11 * hour, 'Review'),
  record('00000000-0000-4000-8000-0000000000a2', today + 9 * hour, 'Planning'),
  record('00000000-0000-4000-8000-0000000000a3', today - 14 * hour, 'Yesterday’s work'),
];

function bridgeWith(outbox?: OutboxStatus, access: 'FULL' | 'READ' = 'FULL'): FakeBridge {
  const bridge = dailyBridge(new FakeBridge(), { access })
    .handle('timerecords:count', () => records.length)
    .handle('timerecords:list', (arg) => records.slice(arg.skip, arg.skip + arg.top))
    .handle('timerecords:total', (arg) => {
      const inRange = records.filter((r) => r.start >= arg.range.from && r.start < arg.range.to);
      return { count: inRange.length, durationMs: inRange.length * hour };
    })
    .handle('reports:filter-options', () => []);
  if (outbox !== undefined) bridge.handle('outbox:get', () => outbox);
  return bridge;
}

describe('TimeScreen', () => {
  it('shows the price a new entry would get while it is being added', async () => {
    const bridge = bridgeWith().handle('prices:quote', (draft) => ({
      price: Math.round((draft.duration / hour) * 120 * 100) / 100,
      unitPrice: 120,
      duration: draft.duration,
      level: 9,
      currency: 'EUR',
    }));
    renderDaily(<TimeScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Add time' }));
    const quote = await screen.findByTestId('price-quote');
    await waitFor(() => expect(quote.textContent).toMatch(/This entry would cost:.*120\.00/));
    const asked = bridge.callsTo('prices:quote') as { duration: number; billable: boolean }[];
    expect(asked.at(-1)).toMatchObject({ billable: true });
  });

  it('continues a record with one click: a new stopwatch with its project, task, description and billable', async () => {
    const bridge = bridgeWith().handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
    renderDaily(<TimeScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Continue Planning/ }));
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([
        {
          projectId: records[1]!.project!.id,
          taskId: null,
          workTypeId: null,
          description: 'Planning',
          billable: true,
        },
      ]),
    );
  });

  it('asks before continuing a record of a finished project', async () => {
    const closed = projects[2]!;
    const old = {
      ...record('00000000-0000-4000-8000-0000000000a9', today + 8 * hour, 'Old tooling'),
      project: { id: closed.id, name: closed.title, code: closed.code },
    };
    const bridge = bridgeWith()
      .handle('timerecords:count', () => 1)
      .handle('timerecords:list', () => [old])
      .handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
    const { queryClient } = renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(1));
    // The project list (which says "finished") is read before the click counts.
    await waitFor(() => expect(queryClient.getQueryData(projectListKey)).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: /^Continue Old tooling/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Internal Tools is finished. Start anyway?' });
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
  });

  it('groups the records by day with each day’s total', async () => {
    const bridge = bridgeWith();
    renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(3));
    const totals = await screen.findAllByTestId('day-total');
    await waitFor(() => expect(totals.map((t) => t.textContent)).toEqual(['2 h', '1 h']));
    expect(screen.getByRole('heading', { name: /Today/ })).toBeTruthy();
    expect(screen.getByTestId('range-total').textContent).toBe('3 records, 3 h');
    // One request for the rows, whatever their number: the list fetches pages, not records.
    expect(bridge.callsTo('timerecords:list')).toEqual([expect.objectContaining({ skip: 0, top: 200 })]);
  });

  it('deletes with Undo, which restores the trash group of that delete', async () => {
    const bridge = bridgeWith()
      .handle('timerecords:delete', () => ({
        state: 'saved',
        writeId: '11111111-1111-4111-8111-111111111111',
      }))
      .handle('timerecords:undo-delete', () => ({
        state: 'saved',
        writeId: '22222222-2222-4222-8222-222222222222',
      }));
    renderDaily(<TimeScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Review/ }));
    const toast = await screen.findByText('“Review” moved to the trash.');
    fireEvent.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bridge.callsTo('timerecords:undo-delete')).toEqual([
        { writeId: '11111111-1111-4111-8111-111111111111' },
      ]),
    );
    expect(await screen.findByText('Brought back.')).toBeTruthy();
  });

  it('shows changes not yet sent over the stored values, and records made offline', async () => {
    const outbox: OutboxStatus = {
      online: false,
      pending: 2,
      refused: 0,
      elsewhere: 0,
      entries: [
        {
          id: 'w1',
          label: { id: 'outbox.label.changeRecord' },
          target: { resource: 'timerecords', id: records[1]!.id, action: 'update' },
          preview: { description: 'Planning, edited offline' },
          state: 'pending',
          attempts: 1,
          nextAttemptAt: null,
          lastError: { id: 'outbox.error.serviceAway' },
          refusal: null,
          createdAt: 0,
        },
        {
          id: 'w2',
          label: {
            id: 'outbox.label.addRecord',
            values: { described: 'no', description: '', onProject: 'no', project: '' },
          },
          target: { resource: 'timerecords', id: 'new-record', action: 'create' },
          preview: {
            start: today + 15 * hour,
            stop: today + 16 * hour,
            durationMs: hour,
            description: 'Made offline',
            billable: true,
            projectId: null,
          },
          state: 'pending',
          attempts: 1,
          nextAttemptAt: null,
          lastError: null,
          refusal: null,
          createdAt: 0,
        },
      ],
    };
    renderDaily(<TimeScreen />, bridgeWith(outbox));
    const edited = await screen.findByText('Planning, edited offline');
    expect(edited.closest('[data-testid="time-row"]')?.textContent).toContain('Not saved yet');
    const pending = screen.getByRole('region', { name: 'Not saved yet' });
    expect(pending.textContent).toContain('Made offline');
  });

  it('offers no write controls to a read-only member', async () => {
    renderDaily(<TimeScreen />, bridgeWith(undefined, 'READ'));
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Add time' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
