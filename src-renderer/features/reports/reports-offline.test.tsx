import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remoteBackend } from '../../testing/backend-status.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { reportsBridge } from '../../testing/report-fixtures.ts';
import { useTimeFilterStore } from '../time-filter/time-filter-store.ts';
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

describe('ReportsScreen offline', () => {
  it('keeps the totals it read when a later reading fails, with no error in their place', async () => {
    const bridge = reportsBridge();
    const { queryClient } = renderWithBridge(<ReportsScreen />, bridge);
    await waitFor(() => expect(screen.getByTestId('total-time').textContent).toBe('Time40 h'));
    bridge.fail('reports:summary', 'unreachable', 'The service does not answer.');
    await queryClient.refetchQueries({ queryKey: ['reports', 'reports:summary'] });
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ queryKey: ['reports', 'reports:summary'] })[0]?.state.status,
      ).toBe('error'),
    );
    expect(screen.getByTestId('total-time').textContent).toBe('Time40 h');
    expect(screen.queryByText('The service does not answer.')).toBeNull();
  });

  it('says what failed when nothing was read yet', async () => {
    const bridge = reportsBridge().fail('reports:summary', 'unreachable', 'The service does not answer.');
    renderWithBridge(<ReportsScreen />, bridge);
    expect(await screen.findByText('The service does not answer.')).toBeTruthy();
  });

  it('disables the exports while the service does not answer, and says why', async () => {
    const bridge = reportsBridge().handle('backend:get-status', () => remoteBackend('unreachable'));
    renderWithBridge(<ReportsScreen />, bridge);
    const exports = await screen.findAllByRole<HTMLButtonElement>('button', { name: /^Export/ });
    expect(exports).toHaveLength(2);
    await waitFor(() => expect(exports.every((button) => button.disabled)).toBe(true));
    const reason = screen.getByTestId('offline-reason');
    expect(reason.textContent).toBe('Needs the service, which does not answer right now.');
    for (const button of exports) expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });
});
