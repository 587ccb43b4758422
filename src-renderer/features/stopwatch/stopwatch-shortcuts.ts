/** Keyboard shortcuts of the stopwatch, valid anywhere in the window. */
export interface Shortcut {
  readonly label: string;
  /** For `aria-keyshortcuts`. */
  readonly aria: string;
  readonly matches: (event: KeyboardEvent) => boolean;
}

const modifier = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey;

/**
 * Stop a running or paused stopwatch; with none, go to the project field to start one. The same
 * keys as the application menu's Stop, so the desktop app and the browser host agree.
 */
export const stopShortcut: Shortcut = {
  label: 'Ctrl+Shift+S',
  aria: 'Control+Shift+S',
  matches: (event) => modifier(event) && event.key.toLowerCase() === 's',
};

export const pauseShortcut: Shortcut = {
  label: 'Ctrl+Shift+P',
  aria: 'Control+Shift+P',
  matches: (event) => modifier(event) && event.key.toLowerCase() === 'p',
};

/** Whether the keys are those of a Mac (Cmd instead of Ctrl in what the screen says). */
const onMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform || navigator.userAgent);

/**
 * Starting the stopwatch from its form: Ctrl+Enter (Cmd+Enter on macOS), so that Enter in the
 * project picker can choose a project and move on to the task and description.
 */
export const startKeyLabel = onMac ? 'Cmd+Enter' : 'Ctrl+Enter';
