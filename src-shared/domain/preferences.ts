import { z } from 'zod';

const modifier = '(?:Command|Cmd|Control|Ctrl|CommandOrControl|CmdOrCtrl|Alt|Option|AltGr|Shift|Super|Meta)';
const key =
  "(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4])|Plus|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|[`\\-=\\[\\];',./\\\\])";

/**
 * An Electron accelerator with at least one modifier: a global shortcut without one would take a
 * plain key away from every other application.
 */
export const acceleratorSchema = z
  .string()
  .max(60)
  .regex(new RegExp(`^(?:${modifier}\\+)+${key}$`), 'Use one or more modifiers and a key, like Ctrl+Alt+S.');

export const preferencesSchema = z.object({
  theme: z.enum(['system', 'light', 'dark']).default('system'),
  launchAtLogin: z.boolean().default(false),
  /** Closing the window keeps Stint running in the tray. */
  closeToTray: z.boolean().default(true),
  /** A system-wide shortcut that starts or stops the stopwatch; off by default. */
  globalShortcut: z
    .object({
      enabled: z.boolean().default(false),
      accelerator: acceleratorSchema.default('CommandOrControl+Alt+S'),
    })
    .default({ enabled: false, accelerator: 'CommandOrControl+Alt+S' }),
  /**
   * CSV exports start with a UTF-8 byte order mark: without it spreadsheets on Windows read the
   * file in the system's legacy code page and garble every accent. Scripts may want it off.
   */
  csvBom: z.boolean().default(true),
});

export type Preferences = z.output<typeof preferencesSchema>;

export const defaultPreferences: Preferences = preferencesSchema.parse({});

/** A change to some preferences; the rest stay as they are. */
export const preferencesPatchSchema = z.strictObject({
  theme: preferencesSchema.shape.theme.unwrap().optional(),
  launchAtLogin: z.boolean().optional(),
  closeToTray: z.boolean().optional(),
  globalShortcut: z
    .strictObject({ enabled: z.boolean().optional(), accelerator: acceleratorSchema.optional() })
    .optional(),
  csvBom: z.boolean().optional(),
});

export type PreferencesPatch = z.input<typeof preferencesPatchSchema>;

export interface PreferencesState {
  readonly values: Preferences;
  /** What this host can do: the browser host has no tray, login items or global shortcuts. */
  readonly available: {
    readonly launchAtLogin: boolean;
    readonly closeToTray: boolean;
    readonly globalShortcut: boolean;
  };
  /** Why the global shortcut is not active although enabled (taken by another app), else null. */
  readonly shortcutProblem: string | null;
}
