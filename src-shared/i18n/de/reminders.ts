import type { remindersEn } from '../en/reminders.ts';

/** Erinnerungen: die Frage bei der ersten Nutzung und die Mitteilungen (Deutsch, formelle Anrede). */
export const remindersDe: Record<keyof typeof remindersEn, string> = {
  'reminders.question': 'Möchten Sie erinnert werden, wenn Sie keine Zeit erfassen?',
  'reminders.explain':
    'Nach {minutes} Minuten ohne Stoppuhr während der Arbeitszeit ({hours}) bietet Stint an, Ihren letzten Zeiteintrag erneut zu starten.',
  'reminders.hours': '{days}, {from}–{to}',
  'reminders.noDays': 'keine Tage',
  'reminders.turnOn': 'Erinnerungen einschalten',
  'reminders.notNow': 'Nicht jetzt',
};
