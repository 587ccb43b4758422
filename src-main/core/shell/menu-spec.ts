import type { SectionId } from '../../../src-shared/domain/sections.ts';

/** What a menu item does when chosen; the Electron glue hands these to the core. */
export type ShellAction =
  | { readonly type: 'stopwatch:pause' }
  | { readonly type: 'stopwatch:resume' }
  | { readonly type: 'stopwatch:stop' }
  /** The global shortcut: stop when running or paused, otherwise start on the most recent project. */
  | { readonly type: 'stopwatch:toggle' }
  /** Starts on a project; a reminder's "Start <last entry>" also gives the entry's other fields. */
  | {
      readonly type: 'stopwatch:start';
      readonly projectId: string;
      readonly taskId?: string | null;
      readonly workTypeId?: string | null;
      readonly description?: string;
      readonly billable?: boolean;
    }
  /** Starts a favorite (looked up again by its id when chosen). */
  | { readonly type: 'favorite:start'; readonly favoriteId: string }
  /** A new stopwatch with the fields of a recent entry (checked like a start from the window). */
  | {
      readonly type: 'stopwatch:continue';
      readonly projectId: string;
      readonly taskId: string | null;
      readonly workTypeId: string | null;
      readonly description: string;
      readonly billable: boolean;
    }
  | { readonly type: 'org:switch'; readonly organizationId: string }
  | { readonly type: 'window:open'; readonly section?: SectionId }
  | { readonly type: 'window:quick-switcher' }
  /** The small always-on-top stopwatch window. */
  | { readonly type: 'window:mini' }
  | { readonly type: 'session:sign-in' }
  | { readonly type: 'app:about' }
  | { readonly type: 'app:quit' };

/** Electron menu roles we use; the glue passes them through untouched. */
export type ShellRole =
  | 'appMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'close'
  | 'quit'
  | 'reload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen';

export type MenuSpec =
  | {
      readonly kind: 'item';
      readonly label: string;
      readonly action: ShellAction | null;
      readonly enabled: boolean;
      readonly type?: 'normal' | 'radio';
      readonly checked?: boolean;
      readonly accelerator?: string;
    }
  | { readonly kind: 'separator' }
  | { readonly kind: 'submenu'; readonly label: string; readonly items: readonly MenuSpec[] }
  | { readonly kind: 'role'; readonly role: ShellRole };

export type MenuItemSpec = Extract<MenuSpec, { kind: 'item' }>;

export const separator: MenuSpec = { kind: 'separator' };

export function label(text: string): MenuItemSpec {
  return { kind: 'item', label: text, action: null, enabled: false };
}

export function action(text: string, what: ShellAction, extra: { accelerator?: string } = {}): MenuItemSpec {
  return { kind: 'item', label: text, action: what, enabled: true, ...extra };
}
