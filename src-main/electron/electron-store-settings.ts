import type ElectronStore from 'electron-store';
import type { SettingsStore } from '../core/platform/settings-store.ts';

/** Settings through electron-store (atomic JSON in the user-data folder). */
export function electronStoreSettings(store: Pick<ElectronStore, 'get' | 'set' | 'delete'>): SettingsStore {
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
