import { z } from 'zod';
import type { NamedRef, ProjectRef } from './stopwatch.ts';

/** How many favorites one person keeps per organization: a short list to start from, not a catalogue. */
export const maxFavorites = 50;

/**
 * A starred project, or a starred project + task + description to start again and again. A project
 * favorite has no task and an empty description. Kept on this computer, per connection and
 * organization, never on the service.
 */
export interface Favorite {
  readonly id: string;
  readonly project: ProjectRef;
  readonly task: NamedRef | null;
  readonly description: string;
  /** The project no longer exists or is no longer visible to the person: shown, not started. */
  readonly gone: boolean;
}

/** What a favorite is called in lists, menus and button names. */
export function favoriteLabel(favorite: Pick<Favorite, 'project' | 'task' | 'description'>): string {
  return [favorite.project.name, favorite.task?.name ?? '', favorite.description]
    .filter((part) => part !== '')
    .join(' · ');
}

/** A favorite of just the project (no task, no description). */
export function isProjectFavorite(favorite: Pick<Favorite, 'task' | 'description'>): boolean {
  return favorite.task === null && favorite.description === '';
}

/** The same project, task and description (descriptions compared as trimmed text). */
export function sameFavorite(
  favorite: Pick<Favorite, 'project' | 'task' | 'description'>,
  projectId: string,
  taskId: string | null,
  description: string,
): boolean {
  return (
    favorite.project.id === projectId &&
    (favorite.task?.id ?? null) === taskId &&
    favorite.description === description.trim()
  );
}

export const favoriteIdSchema = z.string().min(1).max(100);
