import { z } from 'zod';
import { csvFormats } from '../format/csv-style.ts';

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

/** Minutes since midnight, as a working-hours bound (24:00 ends a day that works to midnight). */
const minuteOfDay = z.number().int().min(0).max(1440);
/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekdaySchema = z.number().int().min(1).max(7);
const reminderMinutes = z
  .number()
  .int('Use whole minutes.')
  .min(1, 'At least one minute.')
  .max(240, 'At most 240 minutes (four hours).');
const focusMinutes = z
  .number()
  .int('Use whole minutes.')
  .min(1, 'At least one minute.')
  .max(240, 'At most 240 minutes.');
const hoursInOrder = (hours: { from?: number | undefined; to?: number | undefined }): boolean =>
  hours.from === undefined || hours.to === undefined || hours.from < hours.to;
const hoursMessage = { message: 'Working hours must end after they begin.', path: ['to'] };

export const defaultReminders = {
  enabled: false,
  /** The first-use question was answered (either way): it is never asked again. */
  asked: false,
  afterMinutes: 15,
  weekdays: [1, 2, 3, 4, 5],
  from: 9 * 60,
  to: 17 * 60,
};

/**
 * "You are not tracking" reminder. Weekdays and hours are read in the organization's time zone,
 * like every day and time Stint shows (the computer's zone before an organization is known).
 */
export const remindersSchema = z
  .object({
    enabled: z.boolean().default(defaultReminders.enabled),
    asked: z.boolean().default(defaultReminders.asked),
    afterMinutes: reminderMinutes.default(defaultReminders.afterMinutes),
    weekdays: z.array(weekdaySchema).max(7).default(defaultReminders.weekdays),
    from: minuteOfDay.default(defaultReminders.from),
    to: minuteOfDay.default(defaultReminders.to),
  })
  .refine(hoursInOrder, hoursMessage);

export type ReminderPreferences = z.output<typeof remindersSchema>;

export const defaultFocus = { enabled: false, workMinutes: 25, breakMinutes: 5 };

/** The Pomodoro focus timer on a running stopwatch: it only tells, it never stops the record. */
export const focusSchema = z.object({
  enabled: z.boolean().default(defaultFocus.enabled),
  workMinutes: focusMinutes.default(defaultFocus.workMinutes),
  breakMinutes: focusMinutes.default(defaultFocus.breakMinutes),
});

export type FocusPreferences = z.output<typeof focusSchema>;

export const preferencesSchema = z.object({
  theme: z.enum(['system', 'light', 'dark']).default('system'),
  /** The language Stint speaks: the system's (German for any de-*, else English) or a chosen one. */
  language: z.enum(['system', 'en', 'de']).default('system'),
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
  /** CSV numbers and dates as the person's language writes them, or neutral (ISO, `.`, `,`). */
  csvFormat: z.enum(csvFormats).default('locale'),
  reminders: remindersSchema.default(defaultReminders),
  focus: focusSchema.default(defaultFocus),
});

export type Preferences = z.output<typeof preferencesSchema>;

export const defaultPreferences: Preferences = preferencesSchema.parse({});

/** A change to some preferences; the rest stay as they are. */
export const preferencesPatchSchema = z.strictObject({
  theme: preferencesSchema.shape.theme.unwrap().optional(),
  language: preferencesSchema.shape.language.unwrap().optional(),
  launchAtLogin: z.boolean().optional(),
  closeToTray: z.boolean().optional(),
  globalShortcut: z
    .strictObject({ enabled: z.boolean().optional(), accelerator: acceleratorSchema.optional() })
    .optional(),
  csvBom: z.boolean().optional(),
  csvFormat: z.enum(csvFormats).optional(),
  reminders: z
    .strictObject({
      enabled: z.boolean().optional(),
      asked: z.boolean().optional(),
      afterMinutes: reminderMinutes.optional(),
      weekdays: z.array(weekdaySchema).max(7).optional(),
      from: minuteOfDay.optional(),
      to: minuteOfDay.optional(),
    })
    .refine(hoursInOrder, hoursMessage)
    .optional(),
  focus: z
    .strictObject({
      enabled: z.boolean().optional(),
      workMinutes: focusMinutes.optional(),
      breakMinutes: focusMinutes.optional(),
    })
    .optional(),
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
