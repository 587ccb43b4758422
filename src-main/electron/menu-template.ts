import type { MenuItemConstructorOptions } from 'electron';
import type { MenuSpec, ShellAction } from '../core/shell/menu-spec.ts';

/** Turns the core's plain menu description into Electron's template, wiring clicks to `dispatch`. */
export function menuTemplate(
  items: readonly MenuSpec[],
  dispatch: (action: ShellAction) => void,
): MenuItemConstructorOptions[] {
  return items.map((item): MenuItemConstructorOptions => {
    switch (item.kind) {
      case 'separator':
        return { type: 'separator' };
      case 'role':
        return { role: item.role };
      case 'submenu':
        return { label: item.label, submenu: menuTemplate(item.items, dispatch) };
      case 'item': {
        const action = item.action;
        return {
          label: item.label,
          enabled: item.enabled,
          type: item.type ?? 'normal',
          ...(item.checked === undefined ? {} : { checked: item.checked }),
          ...(item.accelerator === undefined ? {} : { accelerator: item.accelerator }),
          ...(action === null ? {} : { click: () => dispatch(action) }),
        };
      }
    }
  });
}
