import type { calendarEn } from '../en/calendar.ts';

/** German: the Time screen's calendar view. Spread into messages-de.ts. */
export const calendarDe: Readonly<Record<keyof typeof calendarEn, string>> = {
  'calendar.label': 'Kalender',
  'calendar.shows': 'Kalender zeigt',
  'calendar.day': 'Tag',
  'calendar.week': 'Woche',
  'calendar.previous': '{unit, select, day {Voriger Tag} other {Vorige Woche}}',
  'calendar.next': '{unit, select, day {Nächster Tag} other {Nächste Woche}}',
  'calendar.today': 'Heute',
  'calendar.hint':
    'Ziehen Sie über freie Zeit, um einen Zeiteintrag hinzuzufügen; ziehen Sie einen Zeiteintrag oder seine Kanten, um ihn zu ändern. Tasten auf einem Zeiteintrag: ↑ ↓ verschieben ihn um 5 Minuten (Umschalt: 30), ← → auf einen anderen Tag, Alt+↑ ↓ ändern sein Ende, Eingabetaste bearbeitet, Entf löscht, N fügt danach Zeit hinzu.',
  'calendar.hintReadOnly':
    'Die Eingabetaste auf einem Zeiteintrag zeigt ihn an. Diese Organisation ist für Sie nur lesbar.',
  'calendar.capped': 'Die ersten {shown} von {count} Zeiteinträgen werden angezeigt; die Liste zeigt alle.',
  'calendar.daysAndHours': 'Tage und Stunden',
  'calendar.add': 'Hinzufügen',
  'calendar.addOn': 'Zeit hinzufügen: {day}',
  'calendar.total': 'Summe',
  'calendar.movedTo': '{name} verschoben: {times}.',
  'calendar.movedToDay': '{name} verschoben: {day}, {times}.',
  'calendar.endsAt': '{name} endet jetzt um {time}, {duration}.',
  'calendar.startsAt': '{name} beginnt jetzt um {time}, {duration}.',
  'calendar.deleted': '{name} gelöscht. Rückgängig wird unten angeboten.',
  'calendar.quoted': '„{name}“',
  'calendar.longTitle': 'Mehr als ein Tag',
  'calendar.long': 'Dieser Zeiteintrag wäre {duration} lang, mehr als ein Tag. Trotzdem speichern?',
  'calendar.saveAnyway': 'Trotzdem speichern',
  'calendar.cancel': 'Abbrechen',
  'calendar.timeRecord': 'Zeiteintrag',
  'calendar.block': '{times} {name}, {elapsed}',
  'calendar.blockWithProject': '{times} {name} {project}, {elapsed}',
  'calendar.blockMarked':
    '{label}, {mark, select, saving {noch nicht gespeichert} refused {vom Dienst abgelehnt} other {wird gelöscht}}',
  'calendar.stopwatch': 'Stoppuhr',
  'calendar.running': '{mark, select, running {Läuft} other {Pausiert}}: {what}, seit {time}, {elapsed}',
  'calendar.stopBeforeStart': 'Das Ende liegt vor dem Beginn.',
  'calendar.durationTooLong': 'Die Dauer ist länger als die Zeit zwischen Beginn und Ende.',
  'calendar.notChanged': 'Die Zeiten wurden nicht geändert: {problem}',
  'calendar.notSavedBecause': 'Die Zeiten wurden nicht gespeichert: {reason}',
  'calendar.notSaved': 'Die Zeiten wurden nicht gespeichert.',
} as const;
