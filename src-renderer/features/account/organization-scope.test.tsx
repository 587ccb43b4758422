import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { acme, globex } from '../../../src-shared/testing/session-state.ts';
import { emptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useTimeFilterStore } from '../time-filter/time-filter-store.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { GeneralSettings } from '../preferences/general-settings.tsx';
import { OrganizationScope } from './organization-scope.tsx';

afterEach(cleanup);

function Probe() {
  useQuery({ queryKey: ['projects:list'], queryFn: () => Promise.resolve(['p1']) });
  useQuery({ queryKey: ['app:get-info'], queryFn: () => Promise.resolve({ name: 'Stint' }) });
  return <p>probe</p>;
}

describe('OrganizationScope', () => {
  it('drops organization data when the organization changes', async () => {
    const bridge = new FakeBridge();
    const { queryClient } = renderWithBridge(
      <OrganizationScope>
        <Probe />
      </OrganizationScope>,
      bridge,
    );
    await screen.findByText('probe');
    await waitFor(() => expect(queryClient.getQueryData(['projects:list'])).toEqual(['p1']));
    // Unmounted observers would refetch at once; check the cache right at the event.
    let seenAfterEvent: unknown = 'unset';
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed' && event.query.queryKey[0] === 'projects:list') {
        seenAfterEvent = queryClient.getQueryData(['projects:list']);
      }
    });
    act(() => bridge.emit('org:changed', { previous: acme, current: globex }));
    unsubscribe();
    expect(seenAfterEvent).toBeUndefined();
    expect(queryClient.getQueryData(['app:get-info'])).toEqual({ name: 'Stint' });
  });

  it('clears what the time filter narrows to, on any screen, and keeps whose time', async () => {
    const bridge = new FakeBridge();
    renderWithBridge(
      <OrganizationScope>
        <p>no filter bar here</p>
      </OrganizationScope>,
      bridge,
    );
    await screen.findByText('no filter bar here');
    const project = '11111111-1111-4111-8111-111111111111';
    useTimeFilterStore
      .getState()
      .setFilter({ ...emptyTimeFilter, projectIds: [project], people: 'everyone' });
    act(() => bridge.emit('org:changed', { previous: acme, current: globex }));
    expect(useTimeFilterStore.getState().filter).toEqual({ ...emptyTimeFilter, people: 'everyone' });
  });

  it('keeps the person’s preferences, so Language still switches the app after signing in', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(
      <OrganizationScope>
        <I18nProvider>
          <GeneralSettings />
        </I18nProvider>
      </OrganizationScope>,
      bridge,
    );
    await screen.findByLabelText('Language');
    // Signing in is a switch from no organization; the language is read by the provider above.
    act(() => bridge.emit('org:changed', { previous: null, current: acme }));
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'de' } });
    await waitFor(() => expect(bridge.callsTo('preferences:update')).toEqual([{ language: 'de' }]));
    expect(await screen.findByLabelText('Sprache')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
