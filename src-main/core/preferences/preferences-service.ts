import {
  defaultPreferences,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
  type PreferencesState,
} from '../../../src-shared/domain/preferences.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { DesktopIntegration } from '../platform/desktop-integration.ts';
import type { SettingsStore } from '../platform/settings-store.ts';

export const preferencesKey = 'preferences';

export interface PreferencesServiceOptions {
  readonly settings: SettingsStore;
  readonly desktop: DesktopIntegration | null;
  readonly logger: Logger;
  /** What the global shortcut does (start or stop the stopwatch). */
  readonly onGlobalShortcut: () => void;
  readonly onChange: (state: PreferencesState) => void;
}

/**
 * The person's preferences: stored as one settings entry, validated on the way in and out, and
 * applied to the system (login item, global shortcut) through the host's desktop integration.
 */
export class PreferencesService {
  readonly #options: PreferencesServiceOptions;
  #values: Preferences;
  #registered: string | null = null;
  #shortcutProblem: string | null = null;

  constructor(options: PreferencesServiceOptions) {
    this.#options = options;
    const parsed = preferencesSchema.safeParse(options.settings.get(preferencesKey) ?? {});
    this.#values = parsed.success ? parsed.data : defaultPreferences;
  }

  /** Applies stored preferences to the system at start. */
  start(): void {
    const desktop = this.#options.desktop;
    if (desktop !== null) {
      // The system's own login item list is the truth (the person may have changed it there).
      const enabled = desktop.loginItem.isEnabled();
      if (enabled !== this.#values.launchAtLogin) this.#values = { ...this.#values, launchAtLogin: enabled };
    }
    this.#applyShortcut();
  }

  state(): PreferencesState {
    const desktop = this.#options.desktop;
    return {
      values: this.#values,
      available: {
        launchAtLogin: desktop !== null,
        closeToTray: desktop?.hasTray ?? false,
        globalShortcut: desktop !== null,
      },
      shortcutProblem: this.#shortcutProblem,
    };
  }

  get values(): Preferences {
    return this.#values;
  }

  update(patch: PreferencesPatch): PreferencesState {
    const next: Preferences = {
      theme: patch.theme ?? this.#values.theme,
      language: patch.language ?? this.#values.language,
      launchAtLogin: patch.launchAtLogin ?? this.#values.launchAtLogin,
      closeToTray: patch.closeToTray ?? this.#values.closeToTray,
      globalShortcut: {
        enabled: patch.globalShortcut?.enabled ?? this.#values.globalShortcut.enabled,
        accelerator: patch.globalShortcut?.accelerator ?? this.#values.globalShortcut.accelerator,
      },
      csvBom: patch.csvBom ?? this.#values.csvBom,
      csvFormat: patch.csvFormat ?? this.#values.csvFormat,
      reminders: { ...this.#values.reminders, ...definedOf(patch.reminders) },
      focus: { ...this.#values.focus, ...definedOf(patch.focus) },
    };
    next.reminders.weekdays = [...new Set(next.reminders.weekdays)].sort((a, b) => a - b);
    if (next.reminders.from >= next.reminders.to) {
      // Each bound alone may be fine; together they must still leave some working time.
      throw new CoreError('invalid-argument', 'error.hoursOrder');
    }
    const previous = this.#values;
    this.#values = next;
    this.#options.settings.set(preferencesKey, next);
    const desktop = this.#options.desktop;
    if (desktop !== null && next.launchAtLogin !== previous.launchAtLogin) {
      desktop.loginItem.setEnabled(next.launchAtLogin);
    }
    if (
      next.globalShortcut.enabled !== previous.globalShortcut.enabled ||
      next.globalShortcut.accelerator !== previous.globalShortcut.accelerator
    ) {
      this.#applyShortcut();
    }
    const state = this.state();
    this.#options.onChange(state);
    return state;
  }

  dispose(): void {
    if (this.#registered !== null) this.#options.desktop?.globalShortcut.unregister(this.#registered);
    this.#registered = null;
  }

  #applyShortcut(): void {
    const desktop = this.#options.desktop;
    if (desktop === null) return;
    if (this.#registered !== null) {
      desktop.globalShortcut.unregister(this.#registered);
      this.#registered = null;
    }
    this.#shortcutProblem = null;
    const { enabled, accelerator } = this.#values.globalShortcut;
    if (!enabled) return;
    if (desktop.globalShortcut.register(accelerator, this.#options.onGlobalShortcut)) {
      this.#registered = accelerator;
    } else {
      this.#shortcutProblem = `${accelerator} is already used by another application or the system. Choose another shortcut.`;
      this.#options.logger.warn('global shortcut is taken', { accelerator });
    }
  }
}

/** The fields a patch gives, without the ones it leaves out (undefined would overwrite). */
function definedOf<T extends object>(patch: T | undefined): { [K in keyof T]?: Exclude<T[K], undefined> } {
  if (patch === undefined) return {};
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
