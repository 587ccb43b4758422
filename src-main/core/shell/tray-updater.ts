import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { MenuSpec } from './menu-spec.ts';
import type { ShellModel } from './shell-model.ts';
import { buildTrayMenu } from './tray-menu.ts';
import { nextPresentationChangeIn, trayPresentation, type TrayIconState } from './tray-presentation.ts';

/** What the updater drives: the Electron glue implements it with a real Tray. */
export interface TraySink {
  setIcon(state: TrayIconState): void;
  setTitle(title: string): void;
  setToolTip(tooltip: string): void;
  setMenu(items: readonly MenuSpec[]): void;
}

export interface UpdaterClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: UpdaterClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A ticking tray must never keep the process alive by itself.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Keeps the tray in step with the app. It touches the tray only when something shown there
 * changed, and it ticks only while a running stopwatch makes the display change by itself:
 * once a second for the macOS title, once a minute elsewhere, never while idle or paused.
 */
export class TrayUpdater {
  readonly #sink: TraySink;
  readonly #platform: NodeJS.Platform;
  readonly #clock: UpdaterClock;
  readonly #translate: () => Translate;
  #model: ShellModel | null = null;
  #timer: unknown = null;
  #icon: TrayIconState | null = null;
  #title: string | null = null;
  #tooltip: string | null = null;
  #menu: string | null = null;

  /** `translate` gives the person's language at each render, so a change shows on the next one. */
  constructor(
    sink: TraySink,
    platform: NodeJS.Platform,
    clock: UpdaterClock = systemClock,
    translate: () => Translate = () => english.t,
  ) {
    this.#sink = sink;
    this.#translate = translate;
    this.#platform = platform;
    this.#clock = clock;
  }

  update(model: ShellModel): void {
    this.#model = model;
    this.#render();
  }

  /** Forgets what was applied and applies everything again (the system theme changed). */
  invalidate(): void {
    this.#icon = null;
    this.#title = null;
    this.#tooltip = null;
    this.#menu = null;
    this.#render();
  }

  dispose(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#model = null;
  }

  #render(): void {
    const model = this.#model;
    if (model === null) return;
    const now = this.#clock.now();
    const t = this.#translate();
    const presentation = trayPresentation(model, this.#platform, now, t);
    if (presentation.icon !== this.#icon) {
      this.#icon = presentation.icon;
      this.#sink.setIcon(presentation.icon);
    }
    if (presentation.title !== this.#title) {
      this.#title = presentation.title;
      this.#sink.setTitle(presentation.title);
    }
    if (presentation.tooltip !== this.#tooltip) {
      this.#tooltip = presentation.tooltip;
      this.#sink.setToolTip(presentation.tooltip);
    }
    const menu = buildTrayMenu(model, now, t);
    const menuKey = JSON.stringify(menu);
    if (menuKey !== this.#menu) {
      this.#menu = menuKey;
      this.#sink.setMenu(menu);
    }
    this.#schedule(model, now);
  }

  #schedule(model: ShellModel, now: number): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    const next = nextPresentationChangeIn(model, this.#platform, now);
    if (next === null) return;
    // Never faster than once a second, and a little after the boundary so it has passed.
    this.#timer = this.#clock.setTimeout(
      () => {
        this.#timer = null;
        this.#render();
      },
      Math.max(1000, next + 5),
    );
  }
}
