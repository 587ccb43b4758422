import type { NamedRef } from './stopwatch.ts';

/** A work type (activity; Toggl calls it a tag) the person can record time as. */
export interface WorkTypeOption extends NamedRef {
  /** The projects that name it as allowed (ProjectWorkTypeLink); empty when none does. */
  readonly projectIds: readonly string[];
}

/**
 * The work types to offer on a project: a project that names allowed work types offers only
 * those; a project that names none (or no project) offers every one.
 */
export function workTypesForProject(
  options: readonly WorkTypeOption[],
  projectId: string | null,
): readonly WorkTypeOption[] {
  if (projectId === null) return options;
  const limited = options.filter((option) => option.projectIds.includes(projectId));
  return limited.length > 0 ? limited : options;
}
