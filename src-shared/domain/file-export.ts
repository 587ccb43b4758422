/**
 * How an export ended. Electron asks where to save with the system dialog and writes the file
 * itself; the browser host hands the page a one-time download address instead, which the page
 * turns into a download of the browser. An empty selection writes no file at all and says so.
 */
export type ExportOutcome =
  | { readonly kind: 'saved'; readonly fileName: string; readonly rows: number }
  | { readonly kind: 'download'; readonly url: string; readonly fileName: string; readonly expiresAt: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'empty' };
