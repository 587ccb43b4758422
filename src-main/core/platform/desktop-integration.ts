/**
 * What only an installed desktop app can do. The Electron host provides it; the browser host
 * does not, and the settings screen says so instead of offering switches that do nothing.
 */
export interface DesktopIntegration {
  readonly loginItem: {
    isEnabled(): boolean;
    setEnabled(enabled: boolean): void;
  };
  readonly globalShortcut: {
    /** False when the accelerator is taken by another application or the system. */
    register(accelerator: string, onPress: () => void): boolean;
    unregister(accelerator: string): void;
  };
  /** True when closing the window can leave the app running in a tray. */
  readonly hasTray: boolean;
}
