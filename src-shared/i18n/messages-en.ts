import { stopwatchEn } from './en/stopwatch.ts';
import { undoEn } from './en/undo.ts';
import { notificationsEn } from './en/notifications.ts';
import { remindersEn } from './en/reminders.ts';
import { workTypesEn } from './en/work-types.ts';
import { favoritesEn } from './en/favorites.ts';
import { quickSwitcherEn } from './en/quick-switcher.ts';
import { trayEn } from './en/tray.ts';
import { miniEn } from './en/mini.ts';
import { pricesEn } from './en/prices.ts';
import { reportsEn } from './en/reports.ts';
import { outboxEn } from './en/outbox.ts';
import { outboxLabelsEn } from './en/outbox-labels.ts';
import { outboxRefusalsEn } from './en/outbox-refusals.ts';
import { mainErrorsEn } from './en/main-errors.ts';
import { sessionProblemsEn } from './en/session-problems.ts';
import { timeEn } from './en/time.ts';
import { timeFilterEn } from './en/time-filter.ts';
import { timesheetEn } from './en/timesheet.ts';
import { trashEn } from './en/trash.ts';
import { settingsEn } from './en/settings.ts';
import { calendarEn } from './en/calendar.ts';
import { csvEn } from './en/csv.ts';
import { mainNoticesEn } from './en/main-notices.ts';
import { uiEn } from './en/ui.ts';
import { projectsEn } from './en/projects.ts';
import { fieldErrorsEn } from './en/field-errors.ts';
import { accountEn } from './en/account.ts';
import { statusEn } from './en/status.ts';

/**
 * The English catalog: message id -> ICU message text. It is the source of truth: its ids make
 * the MessageId type, so an id missing here fails typecheck wherever it is used. Ids are
 * `area.what` (dot-separated, lower camel case); parameters use ICU syntax: `{name}`,
 * `{count, plural, one {# record} other {# records}}`.
 */
export const en = {
  // The app shell and its sections (shared with the application menu and the tray).
  'section.projects': 'Projects',
  'section.stopwatch': 'Stopwatch',
  'section.time': 'Time',
  'section.reports': 'Reports',
  'section.trash': 'Trash',
  'section.settings': 'Settings',
  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.miniWindow': 'Mini window',

  // The application menu (built in main).
  'menu.file': 'File',
  'menu.view': 'View',
  'menu.organization': 'Organization',
  'menu.help': 'Help',
  'menu.signIn': 'Sign In…',
  'menu.quickSwitcher': 'Quick Switcher…',
  'menu.miniWindow': 'Mini Window',
  'menu.resumeStopwatch': 'Resume Stopwatch',
  'menu.pauseStopwatch': 'Pause Stopwatch',
  'menu.stopStopwatch': 'Stop Stopwatch',
  'menu.switchOrganization': 'Switch Organization…',
  'menu.about': 'About Stint',

  // The status line.
  'status.backend':
    '{kind, select, embedded {Service on this computer} other {Server}}: {state, select, starting {starting} connected {connected} unreachable {offline} other {stopped}}',
  'status.backendUnreachable': "Cannot reach Stint's background process: {reason}",
  'status.checking': 'Checking the service…',
  'status.disconnected': 'Disconnected from Stint.',

  // Settings → General.
  'settings.general': 'General',
  'settings.readingPreferences': 'Reading preferences…',
  'settings.cannotReadPreferences': 'Cannot read the preferences: {reason}',
  'settings.desktopOnly': 'Available in the desktop app.',
  'settings.theme': 'Theme',
  'settings.theme.system': 'Same as the system',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.language': 'Language',
  'settings.language.system': 'Same as the system',
  'settings.language.en': 'English',
  'settings.language.de': 'Deutsch',
  'settings.closeToTray': 'Keep Stint in the tray when the window is closed',
  'settings.launchAtLogin': 'Start Stint when I log in',
  'settings.globalShortcut': 'Start and stop the stopwatch with a shortcut from any application',
  'settings.csvBom':
    'Mark CSV exports as UTF-8 (a byte order mark), so spreadsheets on Windows show accents right',
  'settings.shortcut': 'Shortcut',
  'settings.useShortcut': 'Use this shortcut',
  'settings.shortcutHelp': 'Modifiers and a key joined by +, for example CommandOrControl+Alt+S.',
  'settings.shortcutInvalid': 'Use one or more modifiers and a key, like Ctrl+Alt+S.',
  'settings.csvFormat': 'CSV number and date format',
  'settings.csvFormat.locale': 'As in my language (German: decimal comma, “;” between fields)',
  'settings.csvFormat.neutral': 'Neutral (ISO dates, decimal point, “,” between fields)',

  // Errors from the core, rendered in the renderer from an id and values.
  'error.generic': "Stint's background process could not complete this request. The details are in the log.",
  'error.unknownChannel': 'There is no IPC channel named {channel}.',
  'error.invalidArgument': 'Some of the values entered are not accepted. Check them and try again.',
  'error.forbiddenSender': 'This page may not talk to Stint.',
  'error.signedOut': 'You are not signed in. Sign in first.',
  'error.signInFirst': 'Sign in first.',
  'error.signInToOrganization': 'Sign in to an organization first (Settings → Account).',
  'error.signInToSave': 'Sign in to an organization first; then this change can be saved.',
  'error.alreadySignedIn': 'You are signed in already. Sign out first to use another account.',
  'error.readOnlyHere':
    'You have read-only access in this organization, so you cannot record or change time here.',
  'error.readOnlyChange':
    'You have read-only access in {where}, so this change was not saved. Ask an owner of the organization for full access.',
  'error.readOnlyRead': 'Your access in {where} does not allow this.',
  'error.serviceNotAnswering': 'The service does not answer. Stint keeps trying.',
  'error.serviceNotAnsweringKept':
    'The service does not answer right now. What you change is kept and sent when it is back.',
  'error.serviceStarting': 'The service is still starting. Try again in a moment.',
  'error.serviceNoAnswerSignIn':
    'The service does not answer. Check the connection in Settings, then sign in again.',
  'error.connectTimeTracking':
    'Connect time tracking first: enter your password once in Settings → Time tracking.',
  'error.connectV1':
    'Connect this organization to the v1 interface first: enter your password once in Settings.',
  'error.notConnectedElsewhere':
    'Time tracking is not connected in {organization} on this computer. Switch to {organization} to stop it there.',
  'error.chooseOrganization': 'Choose an organization first.',
  'error.apiKeySingleOrganization':
    'An API key belongs to one organization. To work in another, sign in with the browser or use a key of that organization.',
  'error.notAMember': 'You are not a member of that organization (any more). Choose one from the list.',
  'error.notYoursAnyMore': 'That organization is not one of yours any more.',
  'error.switchRefused':
    'The sign-in service did not let you switch to {target}. You are still in {current}.',
  'error.noLongerOnService': 'That no longer exists on the service.',
  'error.projectGone': 'That project does not exist (any more).',
  'error.recordGone': 'That time record does not exist (any more).',
  'error.undoExpired': 'That delete can no longer be undone here. Look for it in the trash.',
  'error.favoriteGone': 'That favorite is no longer there. Open Stint to choose another.',
  'error.noRecentProject': 'Open Stint and choose a project: none was used lately.',
  'error.notificationExpired': 'That notification is no longer current.',
  'error.noStopwatchElsewhere': 'No stopwatch runs in another organization.',
  'error.noStopwatch': 'No stopwatch is running.',
  'error.stopwatchPaused': 'The stopwatch is paused already.',
  'error.stopwatchRunning': 'The stopwatch is running already.',
  'error.startInFuture': 'The start is in the future. Choose a time up to now.',
  'error.hoursOrder': 'Working hours must end after they begin.',
  'error.notHeld': 'These are your own changes; they are on their way, not held.',
  'error.changesGone': 'Those changes are no longer waiting.',
  'error.changeGone': 'That change is no longer waiting.',
  'error.changeBusy': 'That change is being sent right now; try again in a moment.',
  'error.unknownZone':
    "The organization's time zone {zone} is not one Stint knows, so its reports cannot be placed in time.",
  'error.unexpectedAnswer': 'The service answered {what} in a form Stint does not understand ({detail}).',
  'error.actionUnreachable':
    '{action} did not work: the service is not answering right now. Try again in a moment.',
  'error.actionForbidden': '{action} is not allowed with your access in this organization.',
  'error.actionGone': '{action} did not work: it is no longer there. Someone may have removed it.',
  'error.actionRefused': '{action} did not work: the service refused the request ({reason}).',
  'error.actionFailed': '{action} did not work. The service answered: {reason}.',
  /** Text from the service or a lower layer that has no id of its own yet: shown as it came. */
  'error.starringOffline':
    'Starring needs the service to read the project’s name, and it does not answer right now. Try again when it is back.',
  'error.taskGone': 'That task does not exist in this project (any more).',
  'error.conflictGone': 'That conflict is no longer waiting.',
  'error.trendMismatch': 'The service answered {answered} periods for a trend of {asked}.',
  'error.refusedIn': 'The service refused this request in {where}.',
  'error.thisOrganization': 'this organization',
  'error.yourOrganization': 'your organization',
  'error.launchKeyMissing':
    'This page was opened without its launch key. Open the address Stint printed when it started.',
  'error.connectionLost': 'Lost the connection to Stint. If you restarted it, open the address it printed.',
  'error.asIs': '{text}',

  // What was being done when a service call failed: the {action} of the error.action* messages.
  'action.readOrganization': 'Reading the organization',
  'action.loadTotals': 'Loading the totals',
  'action.loadChart': 'Loading the chart',
  'action.loadTrend': 'Loading the trend',
  'action.loadRecords': 'Loading the time records',
  'action.export': 'The export',
  'action.loadTrash': 'Loading the trash',
  'action.previewTrash': 'Looking into the trash',
  'action.restore': 'Restoring',
  'action.purge': 'Removing for good',
  'action.quotePrice': 'Calculating the price',
  'action.previewPrices': 'Checking the new prices',
  'action.updatePrices': 'Recomputing the prices',
  'action.updatePrice': 'Recomputing the price',
  'action.loadFilterOptions': 'Loading the {resource, select, projects {projects} other {clients}}',
  ...stopwatchEn,
  ...miniEn,
  ...trayEn,
  ...quickSwitcherEn,
  ...favoritesEn,
  ...workTypesEn,
  ...remindersEn,
  ...notificationsEn,
  ...undoEn,
  ...reportsEn,
  ...pricesEn,
  ...timeEn,
  ...outboxEn,
  ...outboxLabelsEn,
  ...outboxRefusalsEn,
  ...mainErrorsEn,
  ...sessionProblemsEn,
  ...timeFilterEn,
  ...uiEn,
  ...timesheetEn,
  ...trashEn,
  ...settingsEn,
  ...projectsEn,
  ...fieldErrorsEn,
  ...accountEn,
  ...statusEn,
  ...calendarEn,
  ...csvEn,
  ...mainNoticesEn,
} as const;

export type MessageId = keyof typeof en;
