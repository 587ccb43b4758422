import { event, invoke, noArg } from '../define.ts';
import type { AppInfo } from '../../domain/app-info.ts';
import type { BackendStatus } from '../../domain/backend-status.ts';
import type { SectionId } from '../../domain/sections.ts';

export const appInvoke = {
  'app:get-info': invoke<AppInfo>()(noArg),
  'backend:get-status': invoke<BackendStatus>()(noArg),
} as const;

export interface AppNotification {
  readonly title: string;
  readonly body: string;
}

export const appEvents = {
  'backend:status-changed': event<BackendStatus>(),
  /** Hosts without OS notifications (the browser host) show these inside the page. */
  'app:notification': event<AppNotification>(),
  /** The tray or the application menu asked for a section of the window. */
  'app:show-section': event<{ readonly section: SectionId }>(),
  /** The application menu asked for the quick switcher. */
  'app:open-quick-switcher': event<null>(),
} as const;
