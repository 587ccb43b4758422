import type { Catalog } from './catalog.ts';
import { stopwatchDe } from './de/stopwatch.ts';
import { miniDe } from './de/mini.ts';
import { trayDe } from './de/tray.ts';
import { quickSwitcherDe } from './de/quick-switcher.ts';
import { favoritesDe } from './de/favorites.ts';
import { workTypesDe } from './de/work-types.ts';
import { remindersDe } from './de/reminders.ts';
import { notificationsDe } from './de/notifications.ts';
import { undoDe } from './de/undo.ts';
import { pricesDe } from './de/prices.ts';
import { reportsDe } from './de/reports.ts';
import { outboxDe } from './de/outbox.ts';
import { outboxLabelsDe } from './de/outbox-labels.ts';
import { outboxRefusalsDe } from './de/outbox-refusals.ts';
import { mainErrorsDe } from './de/main-errors.ts';
import { sessionProblemsDe } from './de/session-problems.ts';
import { timeDe } from './de/time.ts';
import { timeFilterDe } from './de/time-filter.ts';
import { timesheetDe } from './de/timesheet.ts';
import { trashDe } from './de/trash.ts';
import { settingsDe } from './de/settings.ts';
import { calendarDe } from './de/calendar.ts';
import { csvDe } from './de/csv.ts';
import { mainNoticesDe } from './de/main-notices.ts';
import { uiDe } from './de/ui.ts';
import { projectsDe } from './de/projects.ts';
import { fieldErrorsDe } from './de/field-errors.ts';
import { accountDe } from './de/account.ts';
import { statusDe } from './de/status.ts';

/** The German catalog. Typed as a Catalog, so an id English has and German lacks fails typecheck. */
export const de: Catalog = {
  'section.projects': 'Projekte',
  'section.stopwatch': 'Stoppuhr',
  'section.time': 'Zeiten',
  'section.reports': 'Berichte',
  'section.trash': 'Papierkorb',
  'section.settings': 'Einstellungen',
  'nav.main': 'Hauptmenü',
  'nav.menu': 'Menü',
  'nav.miniWindow': 'Mini-Fenster',

  'menu.file': 'Datei',
  'menu.view': 'Ansicht',
  'menu.organization': 'Organisation',
  'menu.help': 'Hilfe',
  'menu.signIn': 'Anmelden…',
  'menu.quickSwitcher': 'Schnellwechsel…',
  'menu.miniWindow': 'Mini-Fenster',
  'menu.resumeStopwatch': 'Stoppuhr fortsetzen',
  'menu.pauseStopwatch': 'Stoppuhr pausieren',
  'menu.stopStopwatch': 'Stoppuhr stoppen',
  'menu.switchOrganization': 'Organisation wechseln…',
  'menu.about': 'Über Stint',

  'status.backend':
    '{kind, select, embedded {Dienst auf diesem Computer} other {Server}}: {state, select, starting {startet} connected {verbunden} unreachable {offline} other {angehalten}}',
  'status.backendUnreachable': 'Der Hintergrundprozess von Stint ist nicht erreichbar: {reason}',
  'status.checking': 'Dienst wird geprüft…',
  'status.disconnected': 'Die Verbindung zu Stint ist getrennt.',

  'settings.general': 'Allgemein',
  'settings.readingPreferences': 'Einstellungen werden gelesen…',
  'settings.cannotReadPreferences': 'Die Einstellungen lassen sich nicht lesen: {reason}',
  'settings.desktopOnly': 'In der Desktop-App verfügbar.',
  'settings.theme': 'Erscheinungsbild',
  'settings.theme.system': 'Wie das System',
  'settings.theme.light': 'Hell',
  'settings.theme.dark': 'Dunkel',
  'settings.language': 'Sprache',
  'settings.language.system': 'Wie das System',
  'settings.language.en': 'English',
  'settings.language.de': 'Deutsch',
  'settings.closeToTray': 'Stint im Infobereich behalten, wenn das Fenster geschlossen wird',
  'settings.launchAtLogin': 'Stint bei der Anmeldung starten',
  'settings.globalShortcut': 'Stoppuhr aus jeder Anwendung per Tastenkürzel starten und stoppen',
  'settings.csvBom':
    'CSV-Exporte als UTF-8 kennzeichnen (Byte Order Mark), damit Tabellenprogramme unter Windows Umlaute richtig zeigen',
  'settings.shortcut': 'Tastenkürzel',
  'settings.useShortcut': 'Dieses Kürzel verwenden',
  'settings.shortcutHelp':
    'Modifikatoren und eine Taste, verbunden mit +, zum Beispiel CommandOrControl+Alt+S.',
  'settings.shortcutInvalid':
    'Verwenden Sie einen oder mehrere Modifikatoren und eine Taste, etwa Strg+Alt+S.',
  'settings.csvFormat': 'Zahlen- und Datumsformat in CSV',
  'settings.csvFormat.locale': 'Wie in meiner Sprache (Deutsch: Dezimalkomma, „;“ zwischen Feldern)',
  'settings.csvFormat.neutral': 'Neutral (ISO-Daten, Dezimalpunkt, „,“ zwischen Feldern)',

  'error.generic':
    'Der Hintergrundprozess von Stint konnte diese Anfrage nicht ausführen. Die Einzelheiten stehen im Protokoll.',
  'error.unknownChannel': 'Es gibt keinen IPC-Kanal namens {channel}.',
  'error.invalidArgument':
    'Einige der eingegebenen Werte werden nicht angenommen. Prüfen Sie sie und versuchen Sie es erneut.',
  'error.forbiddenSender': 'Diese Seite darf nicht mit Stint sprechen.',
  'error.signedOut': 'Sie sind nicht angemeldet. Melden Sie sich zuerst an.',
  'error.signInFirst': 'Melden Sie sich zuerst an.',
  'error.signInToOrganization': 'Melden Sie sich zuerst bei einer Organisation an (Einstellungen → Konto).',
  'error.signInToSave':
    'Melden Sie sich zuerst bei einer Organisation an; dann kann diese Änderung gespeichert werden.',
  'error.alreadySignedIn':
    'Sie sind bereits angemeldet. Melden Sie sich zuerst ab, um ein anderes Konto zu verwenden.',
  'error.readOnlyHere':
    'Sie haben in dieser Organisation nur Lesezugriff und können hier keine Zeiten erfassen oder ändern.',
  'error.readOnlyChange':
    'Sie haben in {where} nur Lesezugriff, daher wurde diese Änderung nicht gespeichert. Bitten Sie eine Eigentümerin oder einen Eigentümer der Organisation um vollen Zugriff.',
  'error.readOnlyRead': 'Ihr Zugriff in {where} erlaubt das nicht.',
  'error.serviceNotAnswering': 'Der Dienst antwortet nicht. Stint versucht es weiter.',
  'error.serviceNotAnsweringKept':
    'Der Dienst antwortet gerade nicht. Was Sie ändern, bleibt erhalten und wird gesendet, sobald er wieder da ist.',
  'error.serviceStarting': 'Der Dienst startet noch. Versuchen Sie es gleich noch einmal.',
  'error.serviceNoAnswerSignIn':
    'Der Dienst antwortet nicht. Prüfen Sie die Verbindung in den Einstellungen und melden Sie sich dann erneut an.',
  'error.connectTimeTracking':
    'Verbinden Sie zuerst die Zeiterfassung: Geben Sie einmal Ihr Passwort unter Einstellungen → Zeiterfassung ein.',
  'error.connectV1':
    'Verbinden Sie diese Organisation zuerst mit der v1-Schnittstelle: Geben Sie einmal Ihr Passwort in den Einstellungen ein.',
  'error.notConnectedElsewhere':
    'Die Zeiterfassung ist in {organization} auf diesem Computer nicht verbunden. Wechseln Sie zu {organization}, um sie dort zu stoppen.',
  'error.chooseOrganization': 'Wählen Sie zuerst eine Organisation.',
  'error.apiKeySingleOrganization':
    'Ein API-Schlüssel gehört zu einer Organisation. Um in einer anderen zu arbeiten, melden Sie sich über den Browser an oder verwenden Sie einen Schlüssel dieser Organisation.',
  'error.notAMember': 'Sie sind (nicht mehr) Mitglied dieser Organisation. Wählen Sie eine aus der Liste.',
  'error.notYoursAnyMore': 'Diese Organisation gehört nicht mehr zu Ihren.',
  'error.switchRefused':
    'Der Anmeldedienst hat den Wechsel zu {target} nicht erlaubt. Sie sind weiterhin in {current}.',
  'error.noLongerOnService': 'Das gibt es auf dem Dienst nicht mehr.',
  'error.projectGone': 'Dieses Projekt gibt es (nicht mehr).',
  'error.recordGone': 'Diesen Zeiteintrag gibt es (nicht mehr).',
  'error.undoExpired':
    'Dieses Löschen lässt sich hier nicht mehr rückgängig machen. Suchen Sie den Eintrag im Papierkorb.',
  'error.favoriteGone': 'Diesen Favoriten gibt es nicht mehr. Öffnen Sie Stint, um einen anderen zu wählen.',
  'error.noRecentProject':
    'Öffnen Sie Stint und wählen Sie ein Projekt: In letzter Zeit wurde keines verwendet.',
  'error.notificationExpired': 'Diese Benachrichtigung ist nicht mehr aktuell.',
  'error.noStopwatchElsewhere': 'In keiner anderen Organisation läuft eine Stoppuhr.',
  'error.noStopwatch': 'Es läuft keine Stoppuhr.',
  'error.stopwatchPaused': 'Die Stoppuhr ist bereits pausiert.',
  'error.stopwatchRunning': 'Die Stoppuhr läuft bereits.',
  'error.startInFuture': 'Der Beginn liegt in der Zukunft. Wählen Sie eine Zeit bis jetzt.',
  'error.hoursOrder': 'Die Arbeitszeit muss enden, nachdem sie beginnt.',
  'error.notHeld': 'Das sind Ihre eigenen Änderungen; sie sind unterwegs, nicht zurückgehalten.',
  'error.changesGone': 'Diese Änderungen warten nicht mehr.',
  'error.changeGone': 'Diese Änderung wartet nicht mehr.',
  'error.changeBusy': 'Diese Änderung wird gerade gesendet; versuchen Sie es gleich noch einmal.',
  'error.unknownZone':
    'Die Zeitzone {zone} der Organisation kennt Stint nicht, daher lassen sich ihre Berichte zeitlich nicht einordnen.',
  'error.unexpectedAnswer':
    'Der Dienst hat {what} in einer Form beantwortet, die Stint nicht versteht ({detail}).',
  'error.actionUnreachable':
    '{action} hat nicht geklappt: Der Dienst antwortet gerade nicht. Versuchen Sie es gleich noch einmal.',
  'error.actionForbidden': '{action} ist mit Ihrem Zugriff in dieser Organisation nicht erlaubt.',
  'error.actionGone': '{action} hat nicht geklappt: Es ist nicht mehr da. Vielleicht hat es jemand entfernt.',
  'error.actionRefused': '{action} hat nicht geklappt: Der Dienst hat die Anfrage abgelehnt ({reason}).',
  'error.actionFailed': '{action} hat nicht geklappt. Der Dienst antwortete: {reason}.',
  'error.starringOffline':
    'Zum Markieren muss der Dienst den Namen des Projekts lesen, und er antwortet gerade nicht. Versuchen Sie es wieder, sobald er da ist.',
  'error.taskGone': 'Diese Aufgabe gibt es in diesem Projekt (nicht mehr).',
  'error.conflictGone': 'Dieser Konflikt wartet nicht mehr.',
  'error.trendMismatch': 'Der Dienst lieferte {answered} Zeiträume für einen Verlauf über {asked}.',
  'error.refusedIn': 'Der Dienst hat diese Anfrage in {where} abgelehnt.',
  'error.thisOrganization': 'dieser Organisation',
  'error.yourOrganization': 'Ihrer Organisation',
  'error.launchKeyMissing':
    'Diese Seite wurde ohne ihren Startschlüssel geöffnet. Öffnen Sie die Adresse, die Stint beim Start ausgegeben hat.',
  'error.connectionLost':
    'Die Verbindung zu Stint ist abgerissen. Wenn Sie Stint neu gestartet haben, öffnen Sie die ausgegebene Adresse.',
  'error.asIs': '{text}',

  'action.readOrganization': 'Das Lesen der Organisation',
  'action.loadTotals': 'Das Laden der Summen',
  'action.loadChart': 'Das Laden des Diagramms',
  'action.loadTrend': 'Das Laden des Verlaufs',
  'action.loadRecords': 'Das Laden der Zeiteinträge',
  'action.export': 'Der Export',
  'action.loadTrash': 'Das Laden des Papierkorbs',
  'action.previewTrash': 'Der Blick in den Papierkorb',
  'action.restore': 'Das Wiederherstellen',
  'action.purge': 'Das endgültige Entfernen',
  'action.quotePrice': 'Das Berechnen des Preises',
  'action.previewPrices': 'Das Prüfen der neuen Preise',
  'action.updatePrices': 'Das Neuberechnen der Preise',
  'action.updatePrice': 'Das Neuberechnen des Preises',
  'action.loadFilterOptions': 'Das Laden {resource, select, projects {der Projekte} other {der Kunden}}',
  ...stopwatchDe,
  ...miniDe,
  ...trayDe,
  ...quickSwitcherDe,
  ...favoritesDe,
  ...workTypesDe,
  ...remindersDe,
  ...notificationsDe,
  ...undoDe,
  ...reportsDe,
  ...pricesDe,
  ...timeDe,
  ...outboxDe,
  ...outboxLabelsDe,
  ...outboxRefusalsDe,
  ...mainErrorsDe,
  ...sessionProblemsDe,
  ...timeFilterDe,
  ...uiDe,
  ...timesheetDe,
  ...trashDe,
  ...settingsDe,
  ...projectsDe,
  ...fieldErrorsDe,
  ...accountDe,
  ...statusDe,
  ...calendarDe,
  ...csvDe,
  ...mainNoticesDe,
};
