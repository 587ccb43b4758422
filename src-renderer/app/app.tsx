import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlatformBridge } from '../platform/bridge.ts';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import { OrganizationScope } from '../features/account/organization-scope.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { isMiniView } from '../../src-shared/domain/mini-window.ts';
import { MiniStopwatch } from '../features/mini/mini-stopwatch.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { AppShell } from './app-shell.tsx';
import { createAppQueryClient } from './query-client.ts';

export function App({ bridge }: { bridge: PlatformBridge }) {
  const [queryClient] = useState(createAppQueryClient);
  // The mini window is this page opened with ?view=mini: the stopwatch alone.
  const [mini] = useState(() => isMiniView(window.location));
  return (
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={queryClient}>
        <OrganizationScope>
          <I18nProvider>
            <ToastProvider>{mini ? <MiniStopwatch /> : <AppShell />}</ToastProvider>
          </I18nProvider>
        </OrganizationScope>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
