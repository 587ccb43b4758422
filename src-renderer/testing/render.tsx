import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import type { FakeBridge } from './fake-bridge.ts';

/** Test support: renders a screen with a fake bridge and a fresh query cache. */
export function renderWithBridge(
  ui: ReactElement,
  bridge: FakeBridge,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </BridgeProvider>,
  );
  return { ...result, queryClient };
}
