import { favoriteLabel, type Favorite } from '../../../src-shared/domain/favorite.ts';
import { sections, type SectionId } from '../../../src-shared/domain/sections.ts';
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
    };

/**
 * Everything the switcher offers: the favorites to start first (when the person may track time),
 * then the organizations, then the sections.
 */
export function quickItems(
  session: SessionState | undefined,
  favorites: readonly Favorite[] = [],
): QuickItem[] {
  const starts: QuickItem[] =
    session?.status === 'signed-in' && session.access === 'FULL'
      ? favorites
          .filter((favorite) => !favorite.gone)
          .map((favorite) => ({
            kind: 'favorite',
            id: `favorite:${favorite.id}`,
            label: `Start ${favoriteLabel(favorite)}`,
            favorite,
          }))
      : [];
  const organizations: QuickItem[] =
    session?.status === 'signed-in'
      ? session.organizations.map((org) => ({
          kind: 'organization',
          id: `org:${org.id}`,
          label: `Switch to ${org.title}`,
          organizationId: org.id,
          current: org.id === session.organization?.id,
        }))
      : [];
  const places: QuickItem[] = sections.map((s) => ({
    kind: 'section',
    id: `section:${s.id}`,
    label: `Go to ${s.label}`,
    section: s.id,
  }));
  return [...starts, ...organizations, ...places];
}

/** Items whose label contains every typed word, in any order, ignoring case. */
export function filterQuickItems(items: readonly QuickItem[], query: string): QuickItem[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return items.filter((item) => words.every((word) => item.label.toLowerCase().includes(word)));
}
