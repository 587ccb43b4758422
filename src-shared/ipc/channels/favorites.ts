import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import { favoriteIdSchema, type Favorite } from '../../domain/favorite.ts';
import { v1Id } from '../../domain/time-filter.ts';

export const favoriteAddArg = z.strictObject({
  projectId: v1Id,
  taskId: v1Id.nullable().optional(),
  description: z.string().max(2000, 'The description is too long (at most 2000 characters).').optional(),
});
export type FavoriteAddArg = z.output<typeof favoriteAddArg>;

/** The person's favorites in the current organization (kept on this computer). */
export const favoritesInvoke = {
  'favorites:list': invoke<readonly Favorite[]>()(noArg),
  /** Stars a project, or a project + task + description; starring one that is there already changes nothing. */
  'favorites:add': invoke<readonly Favorite[]>()(favoriteAddArg),
  'favorites:remove': invoke<readonly Favorite[]>()(z.strictObject({ id: favoriteIdSchema })),
} as const;

export const favoritesEvents = {
  'favorites:changed': event<readonly Favorite[]>(),
} as const;
