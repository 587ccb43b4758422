/** The notifications main shows: reminders and the focus timer (English, the source of truth). */
export const notificationsEn = {
  'notifications.notTrackingTitle': 'You are not tracking time',
  'notifications.notTrackingNoEntry':
    'No stopwatch has run for {minutes} minutes. Open Stint to pick what you work on.',
  'notifications.notTrackingWithEntry':
    'No stopwatch has run for {minutes} minutes. Start the last entry again, or open Stint to pick one.',
  'notifications.startProject': 'Start {project}',
  'notifications.startEntry': 'Start {description} ({project})',
  'notifications.openStint': 'Open Stint',
  'notifications.focusTitle': 'Focus timer',
  'notifications.focusBreak': 'Break: {minutes} minutes',
  'notifications.focusWork': 'Back to work',
} as const;
