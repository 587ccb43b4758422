import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformBridge } from './bridge.ts';

const BridgeContext = createContext<PlatformBridge | null>(null);

/** Screens get the bridge from context, so tests can hand them a bridge of their own. */
export function BridgeProvider({ bridge, children }: { bridge: PlatformBridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

export function useBridge(): PlatformBridge {
  const bridge = useContext(BridgeContext);
  if (bridge === null) throw new Error('useBridge needs a BridgeProvider above it');
  return bridge;
}
