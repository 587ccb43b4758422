import { entryKey, entryLabel, type EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { favoriteLabel, type Favorite } from '../../../src-shared/domain/favorite.ts';
import { sections, type SectionId } from '../../../src-shared/domain/sections.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { SessionState } from '../../../src-shared/domain/session.ts';

export type QuickItem =
  | { readonly kind: 'section'; readonly id: string; readonly label: string; readonly section: SectionId }
  | { readonly kind: 'favorite'; readonly id: string; readonly label: string; readonly favorite: Favorite }
  | {
      readonly kind: 'organization';
      readonly id: string;
      readonly label: string;
      readonly organizationId: string;
      readonly current: boolean;
    }
  | { readonly kind: 'continue'; readonly id: string; readonly label: string; readonly entry: EntryTemplate };

/**
 * Everything the switcher offers: the favorites to start first (when the person may track time),
 * then the organizations, then the recent entries to continue, then the sections.
 */
export function quickItems(
  session: SessionState | undefined,
  favorites: readonly Favorite[] = [],
  recent: readonly EntryTemplate[] = [],
  t: Translate = english.t,
): QuickItem[] {
  const starts: QuickItem[] =
    session?.status === 'signed-in' && session.access === 'FULL'
      ? favorites
          .filter((favorite) => !favorite.gone)
          .map((favorite) => ({
            kind: 'favorite',
            id: `favorite:${favorite.id}`,
            label: t('quickSwitcher.start', { favorite: favoriteLabel(favorite) }),
            favorite,
          }))
      : [];
  const organizations: QuickItem[] =
    session?.status === 'signed-in'
      ? session.organizations.map((org) => ({
          kind: 'organization',
          id: `org:${org.id}`,
          label: t('quickSwitcher.switchTo', { organization: org.title }),
          organizationId: org.id,
          current: org.id === session.organization?.id,
        }))
      : [];
  const places: QuickItem[] = sections.map((s) => ({
    kind: 'section',
    id: `section:${s.id}`,
    label: t('quickSwitcher.goTo', { section: t(`section.${s.id}`) }),
    section: s.id,
  }));
  const entries: QuickItem[] =
    session?.status === 'signed-in' && session.access === 'FULL'
      ? recent.map((entry) => ({
          kind: 'continue',
          id: `continue:${entryKey(entry)}`,
          label: t('quickSwitcher.continue', { entry: entryLabel(entry) }),
          entry,
        }))
      : [];
  return [...starts, ...organizations, ...entries, ...places];
}

/** Items whose label contains every typed word, in any order, ignoring case. */
export function filterQuickItems(items: readonly QuickItem[], query: string): QuickItem[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return items.filter((item) => words.every((word) => item.label.toLowerCase().includes(word)));
}
