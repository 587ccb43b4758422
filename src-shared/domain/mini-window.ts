/**
 * The mini window: the same page as the main window, opened with `?view=mini`, which shows only
 * a compact stopwatch. Shared by the renderer (which chooses the view and, in the browser host,
 * opens it) and the Electron glue (which opens it as a small always-on-top window).
 */
export const miniViewQuery = 'view=mini';

/** Its default size in CSS pixels: the elapsed time, what runs, and one row of buttons. */
export const miniWindowSize = { width: 320, height: 160 } as const;

/** The value of `name` in a query string or fragment (`a=1&b=2`), without decoding. */
function parameter(text: string, name: string): string | null {
  for (const pair of text.replace(/^[?#]/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) return value;
  }
  return null;
}

/** True when the page was opened as the mini window (`?view=mini`, or `#view=mini`). */
export function isMiniView(location: { readonly search: string; readonly hash: string }): boolean {
  return parameter(location.search, 'view') === 'mini' || parameter(location.hash, 'view') === 'mini';
}
