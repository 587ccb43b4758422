import { miniViewQuery, miniWindowSize } from '../../../src-shared/domain/mini-window.ts';
import type { WindowSizeLimits } from './window-state.ts';

/** Its default size is the renderer's; it may shrink a little and grow as the person likes. */
export const miniWindowLimits: WindowSizeLimits = {
  width: miniWindowSize.width,
  height: miniWindowSize.height,
  minWidth: 260,
  minHeight: 120,
};

/** The settings key of the mini window's place, next to the main window's `window.main`. */
export const miniWindowStateKey = 'window.mini';

/** The page's address with `?view=mini` (replacing any query), before any fragment. */
export function miniWindowUrl(pageUrl: string): string {
  const hashAt = pageUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? pageUrl : pageUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : pageUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  return `${path}?${miniViewQuery}${hash}`;
}
