import { z } from 'zod';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface SavedWindowState {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

export interface WindowSizeLimits {
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
}

export type RestoredWindowState =
  | { readonly bounds: Rect; readonly maximized: boolean }
  | { readonly bounds: null; readonly maximized: boolean };

const rect = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const saved = z.object({ bounds: rect, maximized: z.boolean() });

/** Reads what was stored; anything damaged or foreign counts as nothing stored. */
export function parseSavedWindowState(value: unknown): SavedWindowState | null {
  const parsed = saved.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Enough of the title bar must be on a screen to grab the window again. */
const minVisibleWidth = 120;
const minVisibleHeight = 40;

/**
 * Where to put the window on start. The saved bounds are kept when their top strip is on one of
 * today's screens (a monitor may have been unplugged since); the size is clamped to that screen.
 * Otherwise the window opens at its default size where the system puts it.
 */
export function restoreWindowState(
  state: SavedWindowState | null,
  workAreas: readonly Rect[],
  limits: WindowSizeLimits,
): RestoredWindowState {
  if (state === null) return { bounds: null, maximized: false };
  const { bounds } = state;
  const titleStrip: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: minVisibleHeight };
  const home = workAreas.find((area) => {
    const overlap = intersection(titleStrip, area);
    return (
      overlap !== null &&
      overlap.width >= Math.min(minVisibleWidth, bounds.width) &&
      overlap.height >= minVisibleHeight / 2
    );
  });
  if (home === undefined) return { bounds: null, maximized: state.maximized };
  const width = clamp(bounds.width, limits.minWidth, home.width);
  const height = clamp(bounds.height, limits.minHeight, home.height);
  const x = clamp(bounds.x, home.x - width + minVisibleWidth, home.x + home.width - minVisibleWidth);
  const y = clamp(bounds.y, home.y, home.y + home.height - minVisibleHeight);
  return { bounds: { x, y, width, height }, maximized: state.maximized };
}

function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
