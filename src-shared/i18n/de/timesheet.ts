import type { timesheetEn } from '../en/timesheet.ts';

/** German: the Time screen's timesheet view. Spread into messages-de.ts. */
export const timesheetDe: Readonly<Record<keyof typeof timesheetEn, string>> = {
  'timesheet.title': 'Stundenzettel',
  'timesheet.weekOf': 'Woche vom {date}',
  'timesheet.reading': 'Die Woche wird gelesen…',
  'timesheet.previousWeek': 'Vorige Woche',
  'timesheet.nextWeek': 'Nächste Woche',
  'timesheet.ownTimeOnly':
    'Der Stundenzettel zeigt nur Ihre eigene Zeit, unabhängig davon, wessen Zeit der Filter wählt.',
  'timesheet.empty': 'Diese Woche noch keine Zeit.',
  'timesheet.emptyCanAdd':
    'Diese Woche noch keine Zeit. Fügen Sie unten eine Zeile hinzu, um einen Tag auszufüllen.',
  'timesheet.help':
    'Geben Sie in einen Tag eine Dauer ein (1:30, 1h30 oder 90m) und drücken Sie die Eingabetaste. Ein leerer Tag erhält einen neuen Zeiteintrag um 09:00 oder direkt nach dem letzten Zeiteintrag des Tages; ein Tag mit einem Zeiteintrag erhält diese Dauer und behält seinen Beginn; ein Tag mit mehreren Zeiteinträgen listet sie zum einzelnen Bearbeiten auf. 0 oder Entf entfernt den einzigen Zeiteintrag eines Tages (Rückgängig in der Meldung). Pfeiltasten, Tab und Eingabetaste bewegen wie in einer Tabellenkalkulation, Escape bricht ab.',
  'timesheet.helpReadOnly': 'Die Pfeiltasten wechseln zwischen den Tagen. Ihr Zugriff hier ist nur lesend.',
  'timesheet.noProject': 'Kein Projekt',
  'timesheet.cellWhat': '{project}, {day}',
  'timesheet.stillSaving': 'Dieser Tag wird noch gespeichert. Versuchen Sie es gleich noch einmal.',
  'timesheet.notSaved': '{what} wurde nicht gespeichert: {reason}',
  'timesheet.unknownError': 'unbekannter Fehler',
  'timesheet.timeOf': 'die Zeit von {what}',
  'timesheet.project': 'Projekt',
  'timesheet.total': 'Summe',
  'timesheet.recordCount': '({count} Zeiteinträge)',
  'timesheet.addRow': 'Zeile hinzufügen',
  'timesheet.addRowButton': 'Zeile hinzufügen',
  'timesheet.several': 'Dieser Tag summiert {count} Zeiteinträge. Bearbeiten Sie den zu ändernden.',
  'timesheet.close': 'Schließen',
  'timesheet.noDescription': 'keine Beschreibung',
  'timesheet.edit': 'Bearbeiten',
  'timesheet.editRecord': '{times}, {what} bearbeiten',
  'timesheet.notDuration': '„{text}“ ist keine Dauer. Geben Sie sie etwa als 1:30, 1h30 oder 90m ein.',
  'timesheet.overDay': 'Ein Tag hat höchstens 24 Stunden. Geben Sie eine kürzere Dauer ein.',
  'timesheet.chooseProject': 'Wählen Sie ein Projekt für die neue Zeile.',
} as const;
