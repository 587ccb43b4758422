import {
  argumentErrorMessage,
  argumentIssuesOf,
  fieldOfIssue,
  type ArgumentIssue,
} from '../../src-shared/ipc/argument-error.ts';

/** How a form names one of its fields in a sentence, and how it writes that field's limits. */
export interface FieldWording {
  /** The field as the subject of a sentence, e.g. "The time budget". */
  readonly subject: string;
  /** A limit in the argument's unit written as the person reads it, e.g. ms → "100,000 hours". */
  readonly limit?: (limit: number) => string;
}

export interface FieldErrors {
  /** A sentence per field of the form, to show next to it. */
  readonly fields: Readonly<Record<string, string>>;
  /** A sentence for the form as a whole, or null. */
  readonly form: string | null;
}

function sentence(issue: ArgumentIssue, wording: FieldWording): string {
  const { subject } = wording;
  const limit =
    issue.limit === undefined ? null : (wording.limit?.(issue.limit) ?? issue.limit.toLocaleString());
  switch (issue.kind) {
    case 'too-big':
      if (issue.of === 'text')
        return `${subject} is too long${limit === null ? '' : ` (at most ${limit} characters)`}.`;
      return `${subject} is too large${limit === null ? '' : `; it can be at most ${limit}`}.`;
    case 'too-small':
      if (issue.of === 'text') return `${subject} cannot be empty.`;
      return `${subject} is too small${limit === null ? '' : `; it must be at least ${limit}`}.`;
    case 'not-allowed':
      return `${subject} is not one of the choices offered.`;
    default:
      return `${subject} is not a value Stint can use. Check it and try again.`;
  }
}

/**
 * What a failed save says, placed where it belongs: an argument error main refused becomes a
 * sentence next to each field the form words; anything else (a sentence main wrote for the
 * person) is shown for the form. The schema's own wording never reaches the screen.
 */
export function fieldErrorsOf(
  error: unknown,
  wording: Readonly<Record<string, FieldWording>>,
  fallback: string,
): FieldErrors {
  const issues = argumentIssuesOf(error);
  if (issues === null) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    // An argument error without readable fields still never shows its raw text.
    if (code === 'invalid-argument') return { fields: {}, form: argumentErrorMessage };
    return { fields: {}, form: error instanceof Error ? error.message : fallback };
  }
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const issue of issues) {
    const field = fieldOfIssue(issue);
    const words = field === null ? undefined : wording[field];
    if (field === null || words === undefined) unplaced = true;
    else fields[field] ??= sentence(issue, words);
  }
  return { fields, form: unplaced ? argumentErrorMessage : null };
}
