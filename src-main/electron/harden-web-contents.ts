import type { Session, WebContents } from 'electron';
import { checkExternalUrl } from '../core/platform/external-url.ts';
import type { Logger } from '../core/logging/logger.ts';
import { isMiniView } from '../../src-shared/domain/mini-window.ts';
import { originOf } from './app-origin.ts';

export interface HardenOptions {
  readonly trustedOrigins: readonly string[];
  readonly openExternal: (url: string) => Promise<void>;
  readonly logger: Logger;
  /**
   * The page asking for itself with ?view=mini (the renderer's "Mini window") gets the app's own
   * mini window, made by main; the page's window.open itself is still refused.
   */
  readonly openMiniWindow?: () => void;
}

/**
 * Locks a window to the app: it cannot navigate away, open new windows, attach webviews, or get
 * any permission. Links to web pages open in the person's browser, after a scheme check.
 */
export function hardenWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  options: HardenOptions,
): void {
  const openOutside = (url: string): void => {
    try {
      const safe = checkExternalUrl(url);
      options.openExternal(safe).catch(() => undefined);
    } catch {
      options.logger.warn('refused to open a non-web URL outside the app');
    }
  };
  contents.setWindowOpenHandler(({ url }) => {
    if (options.openMiniWindow !== undefined && isMiniWindowRequest(url, options.trustedOrigins)) {
      options.openMiniWindow();
    } else {
      openOutside(url);
    }
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url, options.trustedOrigins)) {
      event.preventDefault();
      openOutside(url);
    }
  });
  contents.on('will-redirect', (event, url) => {
    if (!isTrustedUrl(url, options.trustedOrigins)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/** Denies every permission request and check (camera, notifications from the page, HID...). */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

function isMiniWindowRequest(url: string, trustedOrigins: readonly string[]): boolean {
  if (!isTrustedUrl(url, trustedOrigins)) return false;
  const parsed = new URL(url);
  return isMiniView({ search: parsed.search, hash: parsed.hash });
}

export function isTrustedUrl(url: string, trustedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && trustedOrigins.includes(origin);
}
