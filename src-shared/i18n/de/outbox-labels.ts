import type { outboxLabelsEn } from '../en/outbox-labels.ts';

/** German: what each change waiting in the outbox is. Spread into messages-de.ts. */
export const outboxLabelsDe: Readonly<Record<keyof typeof outboxLabelsEn, string>> = {
  'outbox.label.asIs': '{text}',
  'outbox.label.startStopwatch':
    '{onProject, select, yes {Die Stoppuhr für {project} starten} other {Die Stoppuhr starten}}',
  'outbox.label.stopStopwatch':
    '{onProject, select, yes {Die Stoppuhr für {project} stoppen} other {Die Stoppuhr stoppen}}',
  'outbox.label.pauseStopwatch': 'Die Stoppuhr pausieren',
  'outbox.label.resumeStopwatch': 'Die Stoppuhr fortsetzen',
  'outbox.label.changeStopwatch':
    '{onProject, select, yes {Die laufende Stoppuhr für {project} ändern} other {Die laufende Stoppuhr ändern}}',
  'outbox.label.moveStopwatchStart':
    '{onProject, select, yes {Den Start der Stoppuhr für {project} verschieben} other {Den Start der Stoppuhr verschieben}}',
  'outbox.label.leaveOutAway': '{duration} Abwesenheit aus der Stoppuhr herausnehmen',
  'outbox.label.addRecord':
    '{described, select, yes {„{description}“} other {Zeit}}{onProject, select, yes { für {project}} other {}} erfassen',
  'outbox.label.changeRecord': 'Einen Zeiteintrag ändern',
  'outbox.label.deleteRecord': 'Einen Zeiteintrag löschen',
  'outbox.label.restoreRecord': 'Einen Zeiteintrag wiederherstellen',
  'outbox.label.createProject': 'Das Projekt {name} anlegen',
  'outbox.label.changeProject': 'Ein Projekt ändern',
  'outbox.label.deleteProject':
    '{known, select, yes {Das Projekt {name} löschen} other {Ein Projekt löschen}}',
  'outbox.label.restoreProject':
    '{known, select, yes {Das Projekt {name} wiederherstellen} other {Ein Projekt wiederherstellen}}',
  'outbox.label.addTask': 'Die Aufgabe {name} hinzufügen',
  'outbox.label.changeTask': 'Eine Aufgabe ändern',
  'outbox.label.deleteTask': '{known, select, yes {Die Aufgabe {name} löschen} other {Eine Aufgabe löschen}}',
  'outbox.label.restoreTask':
    '{known, select, yes {Die Aufgabe {name} wiederherstellen} other {Eine Aufgabe wiederherstellen}}',
  'outbox.refusedNotice.title': 'Eine Änderung wurde nicht gespeichert',
  'outbox.refusedNotice.body': '{label}: {reason} Öffnen Sie Stint, um sie zu korrigieren oder zu verwerfen.',
  'outbox.refusedNotice.noReason': 'Der Dienst hat sie abgelehnt.',
} as const;
