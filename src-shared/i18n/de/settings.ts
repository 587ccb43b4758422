import type { settingsEn } from '../en/settings.ts';

/** Einstellungen → Erinnerungen und Einstellungen → Fokus-Timer (Deutsch, formelle Anrede). */
export const settingsDe: Record<keyof typeof settingsEn, string> = {
  'settings.saved': 'Gespeichert.',
  'settings.minutesRange': 'Geben Sie eine ganze Zahl von Minuten zwischen {min} und {max} ein.',

  'settings.reminders.title': 'Erinnerungen',
  'settings.reminders.enabled': 'Mich erinnern, wenn ich keine Zeit erfasse',
  'settings.reminders.after': 'Erinnern nach (Minuten ohne Stoppuhr)',
  'settings.reminders.workdays': 'Arbeitstage',
  'settings.reminders.from': 'Arbeitszeit von',
  'settings.reminders.to': 'bis',
  'settings.reminders.explain':
    'Tage und Uhrzeiten gelten in der Zeitzone der Organisation. Stint bleibt still, solange eine Stoppuhr läuft, während Sie nicht am Computer sind und außerhalb dieser Zeiten; 00:00 als Ende bedeutet Mitternacht.',
  'settings.reminders.save': 'Erinnerungen speichern',
  'settings.reminders.noWorkday': 'Wählen Sie mindestens einen Arbeitstag.',
  'settings.reminders.timeLike': 'Geben Sie eine Uhrzeit ein, etwa {example}.',
  'settings.reminders.hoursOrder': 'Die Arbeitszeit muss nach ihrem Beginn enden.',

  'settings.focus.title': 'Fokus-Timer',
  'settings.focus.enabled': 'Einen Fokus-Timer verwenden, während die Stoppuhr läuft',
  'settings.focus.work': 'Arbeit (Minuten)',
  'settings.focus.break': 'Pause (Minuten)',
  'settings.focus.explain':
    'Stint sagt Ihnen, wann eine Pause beginnt und endet. Die Stoppuhr läuft weiter: Der Timer hält sie nie an und teilt sie nie auf.',
  'settings.focus.save': 'Fokus-Timer speichern',
};
