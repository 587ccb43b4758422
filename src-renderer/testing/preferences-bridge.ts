import {
  defaultPreferences,
  type Preferences,
  type PreferencesState,
} from '../../src-shared/domain/preferences.ts';
import { FakeBridge } from './fake-bridge.ts';

/**
 * Test support: a bridge whose preferences take patches the way the core merges them, and tell
 * of the change (`preferences:changed`) before answering, as the core does.
 */
export function preferencesBridge(values: Partial<Preferences> = {}): FakeBridge {
  let state: PreferencesState = {
    values: { ...defaultPreferences, ...values },
    available: { launchAtLogin: false, closeToTray: false, globalShortcut: false },
    shortcutProblem: null,
  };
  const bridge = new FakeBridge();
  return bridge
    .handle('preferences:get', () => state)
    .handle('preferences:update', (patch) => {
      const reminders = { ...state.values.reminders, ...patch.reminders };
      const focus = { ...state.values.focus, ...patch.focus };
      const language = patch.language ?? state.values.language;
      state = { ...state, values: { ...state.values, language, reminders, focus } as Preferences };
      bridge.emit('preferences:changed', state);
      return state;
    });
}
