import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

export interface PickerGroup {
  readonly key: 'favorites' | 'recent' | 'all';
  readonly label: string;
  readonly projects: readonly ProjectListItem[];
}

/**
 * The picker's options in groups: starred projects, then recent ones, then the rest, each in the
 * order of the search. At most `limit` options in all; empty groups are left out. The headings
 * are in the language of `t` (the picker passes the person's).
 */
export function pickerGroups(
  matches: readonly ProjectListItem[],
  favoriteIds: ReadonlySet<string>,
  recentIds: readonly string[],
  limit: number,
  t: Translate = english.t,
): PickerGroup[] {
  const recent = new Set(recentIds);
  const favorites: ProjectListItem[] = [];
  const recents: ProjectListItem[] = [];
  const rest: ProjectListItem[] = [];
  for (const project of matches) {
    if (favoriteIds.has(project.id)) favorites.push(project);
    else if (recent.has(project.id)) recents.push(project);
    else rest.push(project);
  }
  let room = limit;
  const groups: PickerGroup[] = [];
  for (const [key, label, projects] of [
    ['favorites', t('projects.picker.favorites'), favorites],
    ['recent', t('projects.picker.recent'), recents],
    [
      'all',
      t(favorites.length + recents.length === 0 ? 'projects.picker.all' : 'projects.picker.other'),
      rest,
    ],
  ] as const) {
    const shown = projects.slice(0, Math.max(0, room));
    room -= shown.length;
    if (shown.length > 0) groups.push({ key, label, projects: shown });
  }
  return groups;
}
