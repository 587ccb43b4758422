import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { instantAt } from '../../../../src-shared/domain/zoned-time.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { withLayout } from '../../../testing/layout.ts';
import { preferencesBridge } from '../../../testing/preferences-bridge.ts';
import { dailyBridge, renderDaily } from '../../../testing/render-daily.tsx';
import { useTimeFilterStore } from '../../time-filter/time-filter-store.ts';
import { TimeScreen } from '../time-screen.tsx';
import { useTimeViewStore } from '../time-view-store.ts';

const zone = 'Europe/Vienna';
const start = instantAt('2026-11-24', 9 * 60, zone);
const record: TimeRecordView = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  start,
  stop: start + 3_600_000,
  durationMs: 3_600_000,
  description: '',
  billable: true,
  project: null,
  task: null,
  client: null,
  price: null,
};

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
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

describe('the timesheet in German', () => {
  it('titles the week, names the days and the rows in German', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }), { timeZone: zone })
      .handle('timerecords:count', () => 1)
      .handle('timerecords:list', () => [record])
      .handle('timerecords:total', () => ({ count: 1, durationMs: 3_600_000 }));
    renderDaily(
      <I18nProvider>
        <TimeScreen />
      </I18nProvider>,
      bridge,
    );
    expect(await screen.findByRole('region', { name: 'Stundenzettel' }, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Woche vom 23. November 2026' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorige Woche' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Di., 24.' })).toBeTruthy();
    expect(screen.getAllByText('Kein Projekt').length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Summe' })).toBeTruthy();
  });
});
