/** Settings → Reminders and Settings → Focus timer (English, the source of truth). */
export const settingsEn = {
  'settings.saved': 'Saved.',
  'settings.minutesRange': 'Enter a whole number of minutes from {min} to {max}.',

  'settings.reminders.title': 'Reminders',
  'settings.reminders.enabled': 'Remind me when I am not tracking time',
  'settings.reminders.after': 'Remind after (minutes without a stopwatch)',
  'settings.reminders.workdays': 'Workdays',
  'settings.reminders.from': 'Working hours from',
  'settings.reminders.to': 'to',
  'settings.reminders.explain':
    'Days and hours are those of the organization’s time zone. Stint stays quiet while a stopwatch runs, while you are away from the computer and outside these hours; 00:00 as the end means midnight.',
  'settings.reminders.save': 'Save reminders',
  'settings.reminders.noWorkday': 'Choose at least one workday.',
  'settings.reminders.timeLike': 'Enter a time, like {example}.',
  'settings.reminders.hoursOrder': 'Working hours must end after they begin.',

  'settings.focus.title': 'Focus timer',
  'settings.focus.enabled': 'Use a focus timer while the stopwatch runs',
  'settings.focus.work': 'Work (minutes)',
  'settings.focus.break': 'Break (minutes)',
  'settings.focus.explain':
    'Stint tells you when a break begins and ends. The stopwatch keeps running: it is never stopped or split by the timer.',
  'settings.focus.save': 'Save focus timer',
} as const;
