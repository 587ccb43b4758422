import type { stopwatchEn } from '../en/stopwatch.ts';

/** Die Stoppuhr, ihre Laufleiste und ihre Einstellungen (Deutsch, formelle Anrede). */
export const stopwatchDe: Record<keyof typeof stopwatchEn, string> = {
  'stopwatch.reading': 'Die Stoppuhr wird gelesen…',
  'stopwatch.readFailed': 'Die Stoppuhr kann nicht gelesen werden: {reason}',
  'stopwatch.openSettings': 'Einstellungen öffnen',
  'stopwatch.signedOut':
    'Melden Sie sich in den Einstellungen bei einer Organisation an, um die Stoppuhr zu nutzen.',
  'stopwatch.v1NotConnected':
    'Verbinden Sie die Zeiterfassung einmal in den Einstellungen (mit Ihrem Passwort, ein einziges Mal), um die Stoppuhr zu nutzen.',
  'stopwatch.readOnly':
    'Sie haben in dieser Organisation nur Lesezugriff: Sie können alles ansehen, aber hier keine Zeit erfassen.',
  'stopwatch.elapsed': 'Vergangene Zeit {time}',
  'stopwatch.noProject': 'kein Projekt',
  'stopwatch.runningOn': 'Läuft für {project}',
  'stopwatch.pausedOn': 'Pausiert für {project}',
  'stopwatch.notRunning': 'Läuft nicht',
  'stopwatch.notRunningHere':
    'Läuft hier nicht. Eine Stoppuhr {status, select, running {läuft} other {ist pausiert}} in {organization} für {project}.',
  'stopwatch.notSaved': 'Noch nicht gespeichert',
  'stopwatch.thisEntry': 'diesen Zeiteintrag',
  'stopwatch.project': 'Projekt',
  'stopwatch.description': 'Woran arbeiten Sie?',
  'stopwatch.billable': 'Abrechenbar',
  'stopwatch.start': 'Starten',
  'stopwatch.pause': 'Pausieren',
  'stopwatch.resume': 'Fortsetzen',
  'stopwatch.stop': 'Stoppen',
  'stopwatch.keys':
    'Eingabe im Feld Projekt springt weiter, {startKey} startet, Strg+D markiert ein Projekt als Favorit. {stopKey} startet oder stoppt, {pauseKey} pausiert oder setzt fort, von überall.',
  'stopwatch.today': 'Heute',
  'stopwatch.todayUnknown': 'Die heutige Summe ist noch nicht bekannt.',
  'stopwatch.todayTracked': 'Heute {total} erfasst',
  'stopwatch.recentProjects': 'Letzte Projekte',
  'stopwatch.startOn': '{project} starten',
  'stopwatch.switchTo': 'Zu {project} wechseln',
  'stopwatch.loadingProjects': 'Projekte werden geladen… {loaded} von {total}',
  'stopwatch.stopIn': 'In {organization} stoppen',
  'stopwatch.awayTitle': 'Sie waren {length} abwesend',
  'stopwatch.awayDescription':
    'Von {from} bis {to} {reason, select, idle {haben Sie den Computer nicht benutzt} sleep {war der Computer im Ruhezustand} locked {war der Bildschirm gesperrt} other {hat kein Stint-Fenster und kein Gerät sie beobachtet}}, während die Stoppuhr für {project} weiterlief.',
  'stopwatch.awayKeep': 'Die {length} behalten',
  'stopwatch.awayDiscard': 'Die {length} weglassen und weitermachen',
  'stopwatch.awayStopAt': 'Um {time} stoppen und einen neuen Zeiteintrag beginnen',
  'stopwatch.finishedTitle': '{project} ist abgeschlossen. Trotzdem starten?',
  'stopwatch.finishedBody':
    'Das Projekt ist als abgeschlossen markiert. Jetzt gestartete Zeit wird trotzdem darauf erfasst.',
  'stopwatch.startAnyway': 'Trotzdem starten',
  'stopwatch.cancel': 'Abbrechen',
  'stopwatch.focusLeft':
    '{phase, select, work {Fokus} other {Pause}}: noch {left}{status, select, paused { (pausiert)} other {}}',
  'stopwatch.recentEntries': 'Letzte Zeiteinträge',
  'stopwatch.continue': 'Fortsetzen',
  'stopwatch.continueEntry': '{entry} fortsetzen',
  'stopwatch.earlierEntries': 'Frühere Zeiteinträge',
  'stopwatch.noDescription': '(keine Beschreibung)',
  'stopwatch.barRegion': 'Laufende Stoppuhr',
  'stopwatch.barElsewhere':
    'Eine Stoppuhr {status, select, running {läuft} other {ist pausiert}} in {organization}: {project}, {time}.',
  'stopwatch.barOwn': '{status, select, running {Läuft} other {Pausiert}}: {project}',
  'stopwatch.stopIt': 'Stoppen',
  'stopwatch.stopRunning': 'Die laufende Stoppuhr stoppen',
  'stopwatch.startedAt': 'Gestartet um',
  'stopwatch.zoneNote': 'In der Zeitzone der Organisation, {zone}.',
  'stopwatch.awayAfter': 'Nach Abwesenheit fragen ab (Minuten)',
  'stopwatch.awayAfterHint':
    'Waren Sie länger inaktiv, im Ruhezustand oder gesperrt, während eine Stoppuhr lief, fragt Stint, ob diese Zeit behalten werden soll.',
  'stopwatch.awayAfterInvalid': 'Geben Sie eine ganze Zahl von Minuten zwischen 1 und 240 ein.',
  'stopwatch.save': 'Speichern',
  'stopwatch.saved': 'Gespeichert.',
};
