import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithBridge } from '../testing/render.tsx';
import { useDataSync } from './data-sync.ts';

afterEach(cleanup);

const fetches = { timerecords: 0, projects: 0 };

function Probe() {
  useDataSync();
  useQuery({
    queryKey: ['timerecords', 'week'],
    queryFn: () => Promise.resolve(++fetches.timerecords),
  });
  useQuery({ queryKey: ['projects'], queryFn: () => Promise.resolve(++fetches.projects) });
  return <p>probe</p>;
}

describe('useDataSync', () => {
  it('refetches exactly the queries of the resources that changed', async () => {
    const bridge = new FakeBridge();
    renderWithBridge(<Probe />, bridge);
    await screen.findByText('probe');
    await waitFor(() => expect(fetches).toEqual({ timerecords: 1, projects: 1 }));
    act(() => bridge.emit('data:changed', { resources: ['timerecords'] }));
    await waitFor(() => expect(fetches.timerecords).toBe(2));
    expect(fetches.projects).toBe(1);
  });
});
