import { dirname, join } from 'node:path';
import { resolveLocale } from '../../src-shared/i18n/locale.ts';
import { mainTranslator } from '../../src-shared/i18n/main-translator.ts';
import type { Translate } from '../../src-shared/i18n/translator.ts';
import type { AppInfo } from '../../src-shared/domain/app-info.ts';
import type { StartEmbeddedService } from './backend/backend-monitor.ts';
import { childProcessHost } from './service-launcher/child-process-host.ts';
import { launchedService } from './service-launcher/launched-service.ts';
import type { ServiceProcessHost } from './service-launcher/service-process-host.ts';
import { sampleServerDates, ServerClock, systemClocks } from './clock/server-clock.ts';
import { DailyLoop, type DailyLoopOptions } from './daily/daily-loop.ts';
import { accountLink } from './workplace/organization-link.ts';
import { notifyRefusedWrites } from './daily/refusal-notifier.ts';
import { FavoritesService } from './favorites/favorites-service.ts';
import { connectShell } from './daily/shell-feed.ts';
import { realScheduler, type Scheduler } from './scheduler/scheduler.ts';
import { EventHub } from './ipc/event-hub.ts';
import type { InvokeHandlers } from './ipc/invoke-handlers.ts';
import { createIpcRouter, type IpcRouter } from './ipc/ipc-router.ts';
import type { Logger } from './logging/logger.ts';
import type { PlatformServices } from './platform/platform-services.ts';
import { PreferencesService } from './preferences/preferences-service.ts';
import { ShellActionDispatcher } from './shell/shell-actions.ts';
import { ShellState } from './shell/shell-state.ts';
import { WindowTitleMirror } from './shell/window-title.ts';
import type { SessionState } from '../../src-shared/domain/session.ts';
import { reviewHandlers } from './review/review-handlers.ts';
import { FocusNotifier } from './reminders/focus-notifier.ts';
import { readLastEntry } from './reminders/last-entry.ts';
import { NotTrackingReminder } from './reminders/not-tracking-reminder.ts';
import { NotificationActions } from './shell/notification-actions.ts';
import { CoreGraph } from './graph/core-graph.ts';
import { listProjects } from './projects/project-list.ts';
import { computerTimeZone } from '../../src-shared/domain/zoned-time.ts';
import {
  AccountService,
  type AccountServiceOptions,
  type EmbeddedServiceConfig,
} from './session/account-service.ts';

export interface CoreOptions {
  readonly app: { readonly name: string; readonly version: string };
  readonly platform: PlatformServices;
  /** The service on this computer: its data folder, and whether it runs with the demo data. */
  readonly embedded: EmbeddedServiceConfig;
  /** A server address given at launch (browser host `--backend-url`), used instead of the saved choice. */
  readonly serverOverride?: string | undefined;
  readonly logger: Logger;
  /**
   * Where the service on this computer runs: its own process, a Node child unless the host gives
   * another (Electron's utilityProcess).
   */
  readonly serviceHost?: ServiceProcessHost;
  /** Replaceable for tests that run the service in-process or must not start one. */
  readonly startEmbedded?: StartEmbeddedService;
  readonly fetch?: typeof fetch;
  /** Token timing knobs, for tests with short token lifetimes. */
  readonly timing?: AccountServiceOptions['timing'] & {
    /** The monotonic clock that goes with `now` (tests of sleeps and clock jumps). */
    readonly monotonic?: () => number;
  };
  /** Folder for the core's own files (the outbox); defaults to the parent of the service's data folder. */
  readonly localDataDir?: string;
  /** Knobs of the stopwatch and outbox, for tests. */
  readonly daily?: Partial<
    Pick<DailyLoopOptions, 'stopwatchTiming' | 'outboxBackoff' | 'outboxHooks' | 'settleMs' | 'scheduler'>
  >;
  /**
   * The clock of the not-tracking reminder and the focus timer. Test-only: the browser host hands
   * in a manual clock when STINT_TEST_MANUAL_CLOCK=1, so an end-to-end test can skip minutes.
   */
  readonly reminderClock?: { readonly now: () => number; readonly scheduler: Scheduler };
  /** The system's languages, best first, for the "Same as the system" language (none: English). */
  readonly systemLanguages?: () => readonly string[];
}

/** The main-process core: plain Node, the same in the Electron host and the browser host. */
export interface Core {
  readonly router: IpcRouter;
  readonly events: EventHub;
  /** The account layer, for other parts of the core (v1 client, current organization). */
  readonly accounts: AccountService;
  /** Stopwatch, today's total, recent projects and the outbox, as plain state (tray and menus). */
  readonly daily: DailyLoop;
  readonly preferences: PreferencesService;
  /** The person's starred projects and entries where they work now. */
  readonly favorites: FavoritesService;
  /** What the tray and application menu show, and where their actions go. */
  readonly shell: { readonly state: ShellState; readonly actions: ShellActionDispatcher };
  /** The buttons of notifications shown inside the page (browser host). */
  readonly notificationActions: NotificationActions;
  /**
   * The language main speaks now (Settings → Language, else the system's): the one resolution
   * the tray, menus, notifications and window title all use.
   */
  readonly translate: () => Translate;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const events = new EventHub();
  const clock = new ServerClock({
    wall: options.timing?.now ?? systemClocks.wall,
    monotonic: options.timing?.monotonic ?? systemClocks.monotonic,
  });
  // Notifications speak the language chosen in Settings at the moment they are shown (never during
  // createCore, so `preferences`, made below, is there by then).
  const translate = (): Translate =>
    mainTranslator(resolveLocale(preferences.values.language, options.systemLanguages?.() ?? []));
  const accounts = new AccountService({
    translate,
    platform: options.platform,
    embedded: options.embedded,
    serverOverride: options.serverOverride,
    appVersion: options.app.version,
    logger: options.logger,
    events,
    startEmbedded:
      options.startEmbedded ??
      launchedService(options.serviceHost ?? childProcessHost(), { logger: options.logger }),
    // Every v1 answer's Date header tells the offset of the service's clock (stopwatch time).
    fetch: sampleServerDates(options.fetch ?? fetch, clock),
    ...(options.timing === undefined ? {} : { timing: options.timing }),
  });
  const link = accountLink(accounts, options.platform.settings);
  const daily = new DailyLoop({
    link,
    events,
    platform: options.platform,
    logger: options.logger,
    clock,
    scheduler: realScheduler,
    outboxPath: join(options.localDataDir ?? dirname(options.embedded.dataDir), 'outbox.sqlite'),
    translate,
    ...options.daily,
  });
  const graph = new CoreGraph((operation, kind) => accounts.requireSession().execute(operation, kind));
  const favorites = new FavoritesService({
    link,
    settings: options.platform.settings,
    events,
    logger: options.logger,
  });
  const shellState = new ShellState(accounts.state());
  const shellActions = new ShellActionDispatcher(options.logger, (body) =>
    options.platform.notify({ title: 'Stint', body: translate()(body.id, body.values) }),
  );
  shellActions.register('org:switch', (action) =>
    accounts.requireSession().switchOrganization(action.organizationId),
  );
  shellActions.register('session:sign-in', async () => (await accounts.requireReachableSession()).signIn());
  const preferences = new PreferencesService({
    settings: options.platform.settings,
    desktop: options.platform.desktop ?? null,
    logger: options.logger,
    onGlobalShortcut: () => void shellActions.perform({ type: 'stopwatch:toggle' }),
    onChange: (state) => {
      events.emit('preferences:changed', state);
      focus.settingsChanged();
      windowTitle.relabel();
    },
  });
  const notificationActions = new NotificationActions(async (action) => {
    // The page is the window here: it goes to the section itself.
    if (action.type === 'window:open')
      events.emit('app:show-section', { section: action.section ?? 'stopwatch' });
    else await shellActions.perform(action);
  });
  const reminderClock = options.reminderClock ?? { now: () => clock.now(), scheduler: realScheduler };
  const reminder = new NotTrackingReminder({
    ...reminderClock,
    power: options.platform.power ?? null,
    idleThresholdMs: () => daily.stopwatch.settings().idleThresholdMinutes * 60_000,
    settings: () => preferences.values.reminders,
    timeZone: () => daily.today.timeZone() ?? computerTimeZone(),
    stopwatch: daily.stopwatch,
    lastEntry: () => readLastEntry((query) => daily.timeRecords.list(query), reminderClock.now()),
    notify: (notification) => options.platform.notify(notification),
    logger: options.logger,
    translate,
  });
  const focus = new FocusNotifier({
    ...reminderClock,
    settings: () => preferences.values.focus,
    stopwatch: daily.stopwatch,
    notify: (notification) => options.platform.notify(notification),
    translate,
  });
  const windowTitle = new WindowTitleMirror(
    shellState,
    (title) => events.emit('app:window-title', { title }),
    undefined,
    translate,
  );
  const stopShellFeed = events.subscribe((channel, payload) => {
    if (channel === 'session:changed') shellState.setSession(payload as SessionState);
  });
  const appInfo: AppInfo = {
    name: options.app.name,
    version: options.app.version,
    host: options.platform.host,
  };

  const handlers: InvokeHandlers = {
    'app:get-info': () => appInfo,
    'backend:get-status': () => accounts.backend.current(),
    'app:get-window-title': () => windowTitle.current(),
    'app:notification-action': (arg) => notificationActions.perform(arg.id),
    'session:get': () => accounts.state(),
    'session:sign-in': async (arg) => (await accounts.requireReachableSession()).signIn(arg?.screenHint),
    'session:sign-in-with-api-key': async (arg) =>
      (await accounts.requireReachableSession()).signInWithApiKey(arg.apiKey),
    'session:cancel-sign-in': () => accounts.session?.cancelSignIn() ?? accounts.state(),
    'session:sign-out': () => accounts.requireSession().signOut(),
    'session:connect-v1': (arg) => accounts.requireSession().connectV1(arg),
    'org:list': () => accounts.requireSession().listOrganizations(),
    'org:switch': (arg) => accounts.requireSession().switchOrganization(arg.organizationId),
    'connection:get': () => accounts.connection(),
    'connection:set': (arg) => accounts.setConnection(arg),
    'projects:list': (arg) => listProjects(graph, arg, (project) => daily.learnProject(project)),
    ...daily.handlers,
    ...favorites.handlers(),
    'preferences:get': () => preferences.state(),
    'preferences:update': (arg) => preferences.update(arg),
    ...reviewHandlers({
      client: () => accounts.requireSession().v1Client(),
      me: () => link.me(),
      events,
      files: options.platform.files,
      now: options.timing?.now ?? Date.now,
      csvBom: () => preferences.values.csvBom,
      csvFormat: () => preferences.values.csvFormat,
      accountFacts: daily.accounts,
    }),
  };

  let started: Promise<void> | null = null;
  let stopResume: (() => void) | null = null;
  let disconnectShell: (() => void) | null = null;
  let stopRefusalNotices: (() => void) | null = null;
  return {
    router: createIpcRouter(handlers, options.logger),
    events,
    accounts,
    daily,
    preferences,
    favorites,
    translate,
    shell: { state: shellState, actions: shellActions },
    notificationActions,
    start() {
      started ??= (async () => {
        preferences.start();
        stopResume = options.platform.onResume(() => accounts.resumed());
        daily.start();
        reminder.start();
        focus.start();
        favorites.start();
        // The tray, menus and global shortcut follow the stopwatch and carry out its actions.
        disconnectShell = connectShell(daily, shellState, shellActions, favorites);
        stopRefusalNotices = notifyRefusedWrites(
          (listener) => daily.subscribeOutbox(listener),
          () => daily.outboxStatus(),
          (notification) => options.platform.notify(notification),
          translate,
        );
        await accounts.start();
      })();
      return started;
    },
    async dispose() {
      stopResume?.();
      stopShellFeed();
      windowTitle.dispose();
      disconnectShell?.();
      stopRefusalNotices?.();
      preferences.dispose();
      reminder.dispose();
      focus.dispose();
      favorites.dispose();
      await started?.catch(() => undefined);
      await daily.dispose();
      await accounts.dispose();
    },
  };
}
