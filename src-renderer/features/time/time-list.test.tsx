import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { withLayout } from '../../testing/layout.ts';
import { hourOnFirstProject } from '../../testing/time-records.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { useTimeViewStore } from './time-view-store.ts';
import { TimeScreen } from './time-screen.tsx';

// The computer is in New York, the organization counts its days in Vienna.
vi.stubEnv('TZ', 'America/New_York');

const hour = 3_600_000;
// Wednesday 25 November 2026, 15:00 in Vienna and 09:00 in New York.
const now = Date.UTC(2026, 10, 25, 14);
// 23:30 UTC on Tuesday: 00:30 on Wednesday in Vienna, 18:30 on Tuesday in New York.
const lateUtc = Date.UTC(2026, 10, 24, 23, 30);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  restoreLayout();
});

const record = hourOnFirstProject;

const records = [
  record('00000000-0000-4000-8000-0000000000b1', Date.UTC(2026, 10, 25, 10), 'Review'),
  record('00000000-0000-4000-8000-0000000000b2', lateUtc, 'Night shift'),
];

function bridgeWith(stopwatch?: Partial<StopwatchState>): FakeBridge {
  return dailyBridge(new FakeBridge(), stopwatch === undefined ? {} : { stopwatch })
    .handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      today: '2026-11-25',
    }))
    .handle('timerecords:count', () => records.length)
    .handle('timerecords:list', (arg) => records.slice(arg.skip, arg.skip + arg.top))
    .handle('timerecords:total', (arg) => {
      const inRange = records.filter((r) => r.start >= arg.range.from && r.start < arg.range.to);
      return { count: inRange.length, durationMs: inRange.length * hour };
    })
    .handle('projects:clients', () => []);
}

describe('TimeList in the organization’s time zone', () => {
  it('puts a record at 23:30 UTC on the next day in Vienna, with Vienna’s times and zone name', async () => {
    useTimeViewStore.setState({ range: { kind: 'custom', first: '2026-11-25', last: '2026-11-25' } });
    const bridge = bridgeWith();
    renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(2));
    // The day asked for is Vienna's Wednesday, midnight to midnight.
    expect(bridge.callsTo('timerecords:list')).toEqual([
      expect.objectContaining({
        range: { from: Date.UTC(2026, 10, 24, 23), to: Date.UTC(2026, 10, 25, 23) },
      }),
    ]);
    // One day, Today, holds both records: in New York the late one would be Tuesday's.
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent.replace(/\d.*$|…$/, ''))).toEqual(['Today']);
    const late = screen.getAllByTestId('time-row')[1]!;
    expect(late.textContent).toMatch(/12:30\sAM–1:30\sAM/);
    expect(screen.getByTestId('zone-note').textContent).toBe(
      'Days and times in GMT+1, the organization’s time zone.',
    );
  });

  it('shows the running stopwatch live at the top of today, marked as running', async () => {
    useTimeViewStore.setState({ range: { kind: 'today' } });
    renderDaily(
      <TimeScreen />,
      bridgeWith({
        status: 'running',
        id: 'impulse-1',
        project: { id: projects[1]!.id, name: projects[1]!.title, code: projects[1]!.code },
        description: 'Sprint review',
        startedAt: now - 90 * 60_000,
        elapsedMs: 90 * 60_000,
        asOf: now,
      }),
    );
    const running = await screen.findByTestId('running-row');
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(2));
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(running.textContent).toContain('Contoso Mobile Banking App');
    expect(running.textContent).toMatch(/^1:30\sPM–1:30:00/);
    // Under today's one heading, above today's finished records.
    expect(screen.getAllByRole('heading', { name: /^Today/ })).toHaveLength(1);
    const order = [running, ...screen.getAllByTestId('time-row')];
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const elapsed = screen.getByTestId('running-row-elapsed');
    expect(elapsed.textContent).toBe('1:30:00');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(elapsed.textContent).toBe('1:30:05');
  });
});
