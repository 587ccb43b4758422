import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { ShellState } from './shell-state.ts';
import { TrayUpdater, systemClock, type UpdaterClock } from './tray-updater.ts';

/**
 * The window's title carries the tray's text (running project and elapsed time, or today's
 * total), so it is seen in the task bar and in hosts without a tray (the browser host): one
 * presentation, computed once, for both.
 */
export class WindowTitleMirror {
  readonly #updater: TrayUpdater;
  readonly #unsubscribe: () => void;
  #title = 'Stint';

  /** `translate` gives the person's language at each render (the tray's words, from the catalog). */
  constructor(
    state: ShellState,
    onChange: (title: string) => void,
    clock: UpdaterClock = systemClock,
    translate: () => Translate = () => english.t,
  ) {
    this.#updater = new TrayUpdater(
      {
        setIcon: () => undefined,
        setTitle: () => undefined,
        setMenu: () => undefined,
        setToolTip: (tooltip) => {
          this.#title = tooltip;
          onChange(tooltip);
        },
      },
      // Minutes, as a tooltip shows them: a title that changes every second costs for nothing.
      'linux',
      clock,
      translate,
    );
    this.#updater.update(state.current());
    this.#unsubscribe = state.subscribe((model) => this.#updater.update(model));
  }

  current(): string {
    return this.#title;
  }

  /** Says the title again in the language chosen now (Settings → Language changed). */
  relabel(): void {
    this.#updater.invalidate();
  }

  dispose(): void {
    this.#unsubscribe();
    this.#updater.dispose();
  }
}
