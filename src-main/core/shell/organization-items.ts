import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { action, label, type MenuSpec } from './menu-spec.ts';
import type { ShellModel } from './shell-model.ts';

/**
 * The organization switcher, shared by the tray and the application menu: with several
 * organizations a submenu of radio items (the current one checked); with one, just its name.
 */
export function organizationItems(model: ShellModel, t: Translate = english.t): MenuSpec[] {
  if (model.organizations.length === 0) return [];
  const current = model.organizations.find((o) => o.id === model.currentOrganizationId);
  if (model.organizations.length === 1) {
    return [label(t('tray.organizationOf', { organization: model.organizations[0]?.title ?? '' }))];
  }
  return [
    {
      kind: 'submenu',
      label:
        current === undefined
          ? t('menu.organization')
          : t('tray.organizationOf', { organization: current.title }),
      items: model.organizations.map((org) => ({
        ...action(org.title, { type: 'org:switch', organizationId: org.id }),
        type: 'radio' as const,
        checked: org.id === model.currentOrganizationId,
      })),
    },
  ];
}
