import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import type { AppInfo } from '../../domain/app-info.ts';
import type { BackendStatus } from '../../domain/backend-status.ts';
import type { SectionId } from '../../domain/sections.ts';

export const appInvoke = {
  'app:get-info': invoke<AppInfo>()(noArg),
  'backend:get-status': invoke<BackendStatus>()(noArg),
  /** The tray's text (running project and elapsed time, or today's total), for the window title. */
  'app:get-window-title': invoke<string>()(noArg),
  /** A button of an in-page notification was chosen (ids come from `app:notification`). */
  'app:notification-action': invoke<null>()(z.strictObject({ id: z.string().min(1).max(64) })),
} as const;

export interface AppNotification {
  readonly title: string;
  readonly body: string;
  /** Buttons the page shows; choosing one sends its id back with `app:notification-action`. */
  readonly actions?: readonly { readonly id: string; readonly label: string }[];
}

export const appEvents = {
  'backend:status-changed': event<BackendStatus>(),
  /** Hosts without OS notifications (the browser host) show these inside the page. */
  'app:notification': event<AppNotification>(),
  /** The tray or the application menu asked for a section of the window. */
  'app:show-section': event<{ readonly section: SectionId }>(),
  /** The application menu asked for the quick switcher. */
  'app:open-quick-switcher': event<null>(),
  /** The tray's text changed; the window title follows it (and stands in for a tray where none is). */
  'app:window-title': event<{ readonly title: string }>(),
} as const;
