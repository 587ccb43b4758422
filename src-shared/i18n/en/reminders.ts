/** Reminders: the question on first use and the notifications main shows (English, the source of truth). */
export const remindersEn = {
  'reminders.question': 'Remind you when you are not tracking time?',
  'reminders.explain':
    'After {minutes} minutes without a stopwatch during working hours ({hours}), Stint offers to start your last entry again.',
  'reminders.hours': '{days}, {from}–{to}',
  'reminders.noDays': 'no days',
  'reminders.turnOn': 'Turn on reminders',
  'reminders.notNow': 'Not now',
} as const;
