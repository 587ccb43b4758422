import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlatformBridge } from '../platform/bridge.ts';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import { OrganizationScope } from '../features/account/organization-scope.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { AppShell } from './app-shell.tsx';

export function App({ bridge }: { bridge: PlatformBridge }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Main pushes changes as events; polling on focus would only add work.
          queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
        },
      }),
  );
  return (
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={queryClient}>
        <OrganizationScope>
          <ToastProvider>
            <AppShell />
          </ToastProvider>
        </OrganizationScope>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
