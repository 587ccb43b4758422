import type { z } from 'zod';
import type { ArgumentIssue, ArgumentIssueKind } from '../../../src-shared/ipc/argument-error.ts';

function kindOf(issue: z.core.$ZodIssue): ArgumentIssueKind {
  switch (issue.code) {
    case 'too_big':
      return 'too-big';
    case 'too_small':
      return 'too-small';
    case 'invalid_type':
      return 'wrong-type';
    case 'invalid_format':
      return 'wrong-format';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'not-allowed';
    default:
      return 'invalid';
  }
}

function limitOf(issue: z.core.$ZodIssue): number | undefined {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return issue.maximum;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return issue.minimum;
  return undefined;
}

function measureOf(issue: z.core.$ZodIssue): ArgumentIssue['of'] {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  if (issue.origin === 'string') return 'text';
  if (issue.origin === 'array' || issue.origin === 'set') return 'list';
  return 'number';
}

/**
 * The refused fields of a schema error as plain data (path, kind, limit) for the renderer to word.
 * A key that is not allowed is reported at its own path.
 */
export function argumentIssues(error: z.ZodError): ArgumentIssue[] {
  return error.issues.flatMap((issue): ArgumentIssue[] => {
    const path = issue.path.filter((step): step is string | number => typeof step !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key], kind: 'not-allowed' }));
    }
    const limit = limitOf(issue);
    const of = measureOf(issue);
    return [
      {
        path,
        kind: kindOf(issue),
        ...(limit === undefined ? {} : { limit }),
        ...(of === undefined ? {} : { of }),
      },
    ];
  });
}
