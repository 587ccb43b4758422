import {
  defaultPreferences,
  type Preferences,
  type PreferencesState,
} from '../../src-shared/domain/preferences.ts';
import { FakeBridge } from './fake-bridge.ts';

/** Test support: a bridge whose preferences take patches the way the core merges them. */
export function preferencesBridge(values: Partial<Preferences> = {}): FakeBridge {
  let state: PreferencesState = {
    values: { ...defaultPreferences, ...values },
    available: { launchAtLogin: false, closeToTray: false, globalShortcut: false },
    shortcutProblem: null,
  };
  return new FakeBridge()
    .handle('preferences:get', () => state)
    .handle('preferences:update', (patch) => {
      const reminders = { ...state.values.reminders, ...patch.reminders };
      const focus = { ...state.values.focus, ...patch.focus };
      state = { ...state, values: { ...state.values, reminders, focus } as Preferences };
      return state;
    });
}
