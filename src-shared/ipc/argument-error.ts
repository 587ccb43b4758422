/**
 * What main answers when an invoke's argument does not fit its schema: a sentence for the person
 * and, as `detail`, which fields were refused and why, so the renderer can write its own sentence
 * next to each field. The schema library's wording never crosses.
 */
export type ArgumentIssueKind =
  'too-big' | 'too-small' | 'wrong-type' | 'wrong-format' | 'not-allowed' | 'invalid';

export interface ArgumentIssue {
  /** Where in the argument, e.g. `['changes', 'timeBudgetMs']`. */
  readonly path: readonly (string | number)[];
  readonly kind: ArgumentIssueKind;
  /** The largest (too-big) or smallest (too-small) value allowed, in the argument's own unit. */
  readonly limit?: number;
  /** For too-big and too-small: whether the limit counts characters, a number or list items. */
  readonly of?: 'text' | 'number' | 'list';
}

export interface ArgumentErrorDetail {
  readonly issues: readonly ArgumentIssue[];
}

export const argumentErrorMessage = 'Some of the values entered are not accepted. Check them and try again.';

const kinds: ReadonlySet<string> = new Set([
  'too-big',
  'too-small',
  'wrong-type',
  'wrong-format',
  'not-allowed',
  'invalid',
]);

function isIssue(value: unknown): value is ArgumentIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return (
    Array.isArray(issue['path']) &&
    issue['path'].every((step) => typeof step === 'string' || typeof step === 'number') &&
    typeof issue['kind'] === 'string' &&
    kinds.has(issue['kind']) &&
    (issue['limit'] === undefined || typeof issue['limit'] === 'number') &&
    (issue['of'] === undefined ||
      issue['of'] === 'text' ||
      issue['of'] === 'number' ||
      issue['of'] === 'list')
  );
}

/** The refused fields of an invoke error, or null when it is not an argument error. */
export function argumentIssuesOf(error: unknown): readonly ArgumentIssue[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== 'invalid-argument' || typeof detail !== 'object' || detail === null) return null;
  const issues = (detail as { issues?: unknown }).issues;
  return Array.isArray(issues) && issues.every(isIssue) ? issues : null;
}

/** The field an issue is about: the last named step of its path (`changes.name` → `name`). */
export function fieldOfIssue(issue: ArgumentIssue): string | null {
  for (let i = issue.path.length - 1; i >= 0; i -= 1) {
    const step = issue.path[i];
    if (typeof step === 'string') return step;
  }
  return null;
}
