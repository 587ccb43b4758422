import { describe, expect, it } from 'vitest';
import {
  acceleratorSchema,
  defaultPreferences,
  preferencesPatchSchema,
  preferencesSchema,
} from './preferences.ts';

describe('preferences', () => {
  it('defaults to the system theme, tray on close, no login item and no global shortcut', () => {
    expect(defaultPreferences).toEqual({
      theme: 'system',
      language: 'system',
      launchAtLogin: false,
      closeToTray: true,
      globalShortcut: { enabled: false, accelerator: 'CommandOrControl+Alt+S' },
      csvBom: true,
      csvFormat: 'locale',
      reminders: {
        enabled: false,
        asked: false,
        afterMinutes: 15,
        weekdays: [1, 2, 3, 4, 5],
        from: 540,
        to: 1020,
      },
      focus: { enabled: false, workMinutes: 25, breakMinutes: 5 },
    });
  });

  it('keeps the reminder between 1 and 240 minutes and working hours in order', () => {
    expect(preferencesPatchSchema.safeParse({ reminders: { afterMinutes: 0 } }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ reminders: { afterMinutes: 241 } }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ reminders: { afterMinutes: 240 } }).success).toBe(true);
    expect(preferencesPatchSchema.safeParse({ reminders: { from: 600, to: 600 } }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ reminders: { from: 0, to: 1440 } }).success).toBe(true);
    expect(preferencesPatchSchema.safeParse({ reminders: { weekdays: [0] } }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ focus: { workMinutes: 0 } }).success).toBe(false);
  });

  it.each(['CommandOrControl+Alt+S', 'Ctrl+Shift+F12', 'Alt+Space', 'Super+Shift+.'])(
    'accepts %s',
    (value) => {
      expect(acceleratorSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['S', 'Ctrl+', 'Ctrl+Alt', 'Ctrl+Alt+SS', 'Hyper+S', 'Ctrl + S', ''])('refuses %j', (value) => {
    expect(acceleratorSchema.safeParse(value).success).toBe(false);
  });

  it('fills a damaged stored value with defaults field by field', () => {
    expect(preferencesSchema.parse({ theme: 'dark' })).toEqual({ ...defaultPreferences, theme: 'dark' });
    expect(preferencesSchema.safeParse({ theme: 'purple' }).success).toBe(false);
  });

  it('takes patches of known fields only', () => {
    expect(preferencesPatchSchema.safeParse({ globalShortcut: { enabled: true } }).success).toBe(true);
    expect(preferencesPatchSchema.safeParse({ telemetry: true }).success).toBe(false);
  });
});
