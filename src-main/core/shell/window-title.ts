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

  constructor(state: ShellState, onChange: (title: string) => void, clock: UpdaterClock = systemClock) {
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
    );
    this.#updater.update(state.current());
    this.#unsubscribe = state.subscribe((model) => this.#updater.update(model));
  }

  current(): string {
    return this.#title;
  }

  dispose(): void {
    this.#unsubscribe();
    this.#updater.dispose();
  }
}
