import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { withLayout } from '../../testing/layout.ts';
import { hourOnFirstProject } from '../../testing/time-records.ts';
import { dailyBridge, renderDaily, workTypes } from '../../testing/render-daily.tsx';
import { stoppedStopwatch } from '../../../src-shared/domain/stopwatch.ts';
import { useTimeViewStore } from './time-view-store.ts';
import { TimeScreen } from './time-screen.tsx';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const design = { id: workTypes[0]!.id, name: 'Design' };
const typed = {
  ...hourOnFirstProject('00000000-0000-4000-8000-0000000000c1', Date.now() - 7_200_000, 'Sketches'),
  workType: design,
};
const plain = hourOnFirstProject('00000000-0000-4000-8000-0000000000c2', Date.now() - 3_600_000, 'Untyped');

function bridgeFor(): FakeBridge {
  const records = [plain, typed];
  return dailyBridge(new FakeBridge())
    .handle('timerecords:count', () => records.length)
    .handle('timerecords:list', (arg) => records.slice(arg.skip, arg.skip + arg.top))
    .handle('timerecords:total', () => ({ count: records.length, durationMs: records.length * 3_600_000 }))
    .handle('projects:clients', () => [])
    .handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
}

describe('work type in the Time list', () => {
  it('shows a record’s work type, and Continue keeps it', async () => {
    useTimeViewStore.setState({ range: { kind: 'today' } });
    const bridge = bridgeFor();
    renderDaily(<TimeScreen />, bridge);
    await waitFor(() => expect(screen.getAllByTestId('time-row')).toHaveLength(2));
    const [untyped, sketches] = screen.getAllByTestId('time-row');
    expect(within(sketches!).getByTestId('time-row-work-type').textContent).toBe('Design');
    expect(within(untyped!).queryByTestId('time-row-work-type')).toBeNull();
    fireEvent.click(within(sketches!).getByRole('button', { name: /^Continue Sketches/ }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({
      workTypeId: design.id,
      description: 'Sketches',
    });
  });

  it('offers the work types in the filter bar and narrows the list by them', async () => {
    useTimeViewStore.setState({ range: { kind: 'today' } });
    const bridge = bridgeFor();
    renderDaily(<TimeScreen />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Work types: All work types' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Design' }));
    await waitFor(() =>
      expect(bridge.callsTo('timerecords:list').at(-1)).toMatchObject({
        filter: { workTypeIds: [design.id] },
      }),
    );
  });
});
