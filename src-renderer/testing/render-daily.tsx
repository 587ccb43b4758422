import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ProjectListItem } from '../../src-shared/domain/project.ts';
import { computerTimeZone, localDateOf } from '../../src-shared/domain/zoned-time.ts';
import { stoppedStopwatch, type StopwatchState } from '../../src-shared/domain/stopwatch.ts';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import type { FakeBridge } from './fake-bridge.ts';
import { signedIn } from '../../src-shared/testing/session-state.ts';
import type { WorkTypeOption } from '../../src-shared/domain/work-type.ts';

/** Test support: a screen of the daily loop with the providers the app gives it. */
export function renderDaily(
  ui: ReactElement,
  bridge: FakeBridge,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{ui}</ToastProvider>
      </QueryClientProvider>
    </BridgeProvider>,
  );
  return { ...result, queryClient };
}

export const projects: ProjectListItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Northwind Website Relaunch',
    code: 'NW-WEB',
    active: true,
    billable: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Contoso Mobile Banking App',
    code: 'CT-APP',
    active: true,
    billable: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    title: 'Internal Tools',
    code: null,
    active: false,
    billable: false,
  },
];

export const workTypes: WorkTypeOption[] = [
  { id: '00000000-0000-4000-8000-0000000000a1', name: 'Design', projectIds: [] },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'Meetings', projectIds: [] },
];

/** A bridge that answers the session, the project list, today and the stopwatch. */
export function dailyBridge(
  bridge: FakeBridge,
  patch: { stopwatch?: Partial<StopwatchState>; access?: 'FULL' | 'READ'; timeZone?: string } = {},
): FakeBridge {
  const timeZone = patch.timeZone ?? computerTimeZone();
  const stopwatch: StopwatchState = { ...stoppedStopwatch(Date.now(), 'ready'), ...patch.stopwatch };
  return bridge
    .handle('session:get', () =>
      signedIn({
        access: patch.access ?? 'FULL',
        v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null },
      }),
    )
    .handle('projects:list', () => ({
      items: projects,
      hasNextPage: false,
      endCursor: null,
      totalCount: projects.length,
    }))
    .handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone,
      today: localDateOf(Date.now(), timeZone),
    }))
    .handle('worktypes:list', () => workTypes)
    .handle('stopwatch:get', () => stopwatch)
    .handle('stopwatch:refresh', () => stopwatch)
    .handle('stopwatch:today', () => ({ finishedMs: 2 * 3_600_000, recentProjects: [] }))
    .handle('favorites:list', () => [])
    .handle('entries:recent', () => [])
    .handle('entries:suggest', () => [])
    .handle('outbox:get', () => ({ online: true, pending: 0, refused: 0, elsewhere: 0, entries: [] }));
}
