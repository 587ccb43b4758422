import type { NamedRef, ProjectRef } from './stopwatch.ts';

/**
 * What a person worked on, without the when: enough to start the same work again (continue) or to
 * fill the stopwatch from a suggestion. The work type is not part of what makes an entry the same
 * (see entryKey): the newest use's work type comes with it.
 */
export interface EntryTemplate {
  readonly project: ProjectRef;
  readonly task: NamedRef | null;
  readonly workType: NamedRef | null;
  readonly description: string;
  readonly billable: boolean;
}

/** The stopwatch start argument that continues `template`. */
export function startArgOf(template: EntryTemplate): {
  projectId: string;
  taskId: string | null;
  workTypeId: string | null;
  description: string;
  billable: boolean;
} {
  return {
    projectId: template.project.id,
    taskId: template.task?.id ?? null,
    workTypeId: template.workType?.id ?? null,
    description: template.description,
    billable: template.billable,
  };
}

/** A short name for menus: the description, or the project's name when there is none. */
export function entryLabel(template: EntryTemplate, max = 40): string {
  const text = template.description.trim() !== '' ? template.description.trim() : template.project.name;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Same description (ignoring case and surrounding space), project and task: one entry. */
export function entryKey(template: EntryTemplate): string {
  return `${template.project.id}\u0001${template.task?.id ?? ''}\u0001${template.description.trim().toLowerCase()}`;
}
