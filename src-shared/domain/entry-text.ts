import type { NamedRef } from './stopwatch.ts';

/** What the parser needs of a project (a project list item fits). */
export interface ParsableProject {
  readonly id: string;
  readonly title: string;
  readonly code: string | null;
  /** False for a finished project: chosen only when no active one fits. */
  readonly active: boolean;
}

export interface ParsedEntryText<P extends ParsableProject> {
  /** The text without the `@project` and `#work type` words that picked something. */
  readonly description: string;
  readonly project: P | null;
  readonly workType: NamedRef | null;
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** An exact code first, then a code, then a title, then a word of a title starting with `word`. */
function findProject<P extends ParsableProject>(projects: readonly P[], word: string): P | null {
  const rank = (p: P): number => {
    const code = fold(p.code ?? '');
    const title = fold(p.title);
    if (code !== '' && code === word) return 0;
    if (code !== '' && code.startsWith(word)) return 1;
    if (title.startsWith(word)) return 2;
    if (title.split(/\s+/).some((w) => w.startsWith(word))) return 3;
    return -1;
  };
  let best: P | null = null;
  let bestRank = Infinity;
  for (const project of projects) {
    const r = rank(project);
    if (r < 0) continue;
    // A finished project only when nothing active fits.
    const weighted = project.active ? r : r + 10;
    if (weighted < bestRank) {
      best = project;
      bestRank = weighted;
    }
  }
  return best;
}

function findWorkType(workTypes: readonly NamedRef[], word: string): NamedRef | null {
  return (
    workTypes.find((t) => fold(t.name) === word) ??
    workTypes.find((t) => fold(t.name).startsWith(word)) ??
    workTypes.find((t) =>
      fold(t.name)
        .split(/\s+/)
        .some((w) => w.startsWith(word)),
    ) ??
    null
  );
}

/**
 * Reads `@project` and `#work type` words out of typed text: `@web fix the footer #design` picks
 * the project whose code or title starts with "web" and the work type starting with "design", and
 * leaves "fix the footer". Words that pick nothing stay in the text as typed. While the person is
 * still typing (`complete` false), only words already followed by a space count, so `@we` does not
 * pick before `@web` is finished.
 */
export function parseEntryText<P extends ParsableProject>(
  text: string,
  projects: readonly P[],
  workTypes: readonly NamedRef[],
  options: { complete?: boolean } = {},
): ParsedEntryText<P> {
  const complete = options.complete ?? true;
  // Filled by the replacer below (an object: a closure's assignments escape narrowing).
  const found: { project: P | null; workType: NamedRef | null } = { project: null, workType: null };
  const pick = (match: string, before: string, sign: string, word: string, offset: number): string => {
    const end = offset + match.length;
    if (!complete && end >= text.length) return match;
    const key = fold(word);
    if (sign === '@' && found.project === null) {
      found.project = findProject(projects, key);
      if (found.project !== null) return before;
    }
    if (sign === '#' && found.workType === null) {
      found.workType = findWorkType(workTypes, key);
      if (found.workType !== null) return before;
    }
    return match;
  };
  const kept = text.replace(/(^|\s)([@#])(\S+)(?=\s|$)/gu, pick);
  const { project, workType } = found;
  if (project === null && workType === null) return { description: text, project, workType };
  // While typing, the space after the picked word stays: the next word must not stick to the last.
  const joined = kept.replace(/\s{2,}/g, ' ').trimStart();
  return { description: complete ? joined.trimEnd() : joined, project, workType };
}
