import type { ProjectListItem } from '../../../src-shared/domain/project.ts';

export type ProjectSort = 'title' | 'code' | 'recent';

/** A project with its text prepared once for searching. */
export interface Searchable {
  readonly project: ProjectListItem;
  readonly text: string;
  readonly code: string;
}

/** Lower case without accents, so "cafe" finds "Café". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchable(projects: readonly ProjectListItem[]): Searchable[] {
  return projects.map((project) => ({
    project,
    text: fold(`${project.code ?? ''} ${project.title}`),
    code: fold(project.code ?? ''),
  }));
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The projects matching every word typed (in title or code, any order, ignoring case and
 * accents), sorted. While searching, a project whose code is exactly the query comes first, then
 * titles and codes that start with it.
 */
export function searchProjects(
  items: readonly Searchable[],
  query: string,
  sort: ProjectSort,
  recentIds: readonly string[] = [],
): ProjectListItem[] {
  const words = fold(query)
    .split(/\s+/)
    .filter((w) => w !== '');
  const matches =
    words.length === 0 ? [...items] : items.filter((item) => words.every((w) => item.text.includes(w)));
  const recentRank = new Map(recentIds.map((id, i) => [id, i]));
  const whole = words.join(' ');
  const relevance = (item: Searchable): number => {
    if (whole === '') return 0;
    if (item.code === whole) return 0;
    if (item.code.startsWith(whole) || fold(item.project.title).startsWith(whole)) return 1;
    return 2;
  };
  const byOrder = (a: Searchable, b: Searchable): number => {
    if (sort === 'recent') {
      const ra = recentRank.get(a.project.id) ?? Infinity;
      const rb = recentRank.get(b.project.id) ?? Infinity;
      if (ra !== rb) return ra - rb;
    }
    if (sort === 'code') {
      const ca = a.project.code ?? '';
      const cb = b.project.code ?? '';
      if (ca === '' && cb !== '') return 1;
      if (cb === '' && ca !== '') return -1;
      const byCode = collator.compare(ca, cb);
      if (byCode !== 0) return byCode;
    }
    return collator.compare(a.project.title, b.project.title);
  };
  return matches.sort((a, b) => relevance(a) - relevance(b) || byOrder(a, b)).map((item) => item.project);
}
