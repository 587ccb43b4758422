import { action, label, type MenuSpec } from './menu-spec.ts';
import type { ShellModel } from './shell-model.ts';

/**
 * The organization switcher, shared by the tray and the application menu: with several
 * organizations a submenu of radio items (the current one checked); with one, just its name.
 */
export function organizationItems(model: ShellModel): MenuSpec[] {
  if (model.organizations.length === 0) return [];
  const current = model.organizations.find((o) => o.id === model.currentOrganizationId);
  if (model.organizations.length === 1) {
    return [label(`Organization: ${model.organizations[0]?.title ?? ''}`)];
  }
  return [
    {
      kind: 'submenu',
      label: current === undefined ? 'Organization' : `Organization: ${current.title}`,
      items: model.organizations.map((org) => ({
        ...action(org.title, { type: 'org:switch', organizationId: org.id }),
        type: 'radio' as const,
        checked: org.id === model.currentOrganizationId,
      })),
    },
  ];
}
