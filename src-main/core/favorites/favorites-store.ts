import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { maxFavorites } from '../../../src-shared/domain/favorite.ts';
import type { SettingsStore } from '../platform/settings-store.ts';

export const favoritesKey = 'favorites';

const storedFavorite = z.object({
  id: z.string().min(1).max(100),
  project: z.object({ id: z.string().min(1), name: z.string(), code: z.string().nullable() }),
  task: z.object({ id: z.string().min(1), name: z.string() }).nullable(),
  description: z.string().max(2000),
});
export type StoredFavorite = z.infer<typeof storedFavorite>;

const workplaceMap = z.record(z.string(), z.unknown());

/**
 * The favorites of every workplace (connection + organization + person) in one settings entry.
 * What is read back is checked entry by entry: a damaged entry is left out, the rest still count.
 */
export class FavoritesStore {
  readonly #settings: SettingsStore;

  constructor(settings: SettingsStore) {
    this.#settings = settings;
  }

  list(workplace: string): StoredFavorite[] {
    const entries = this.#all()[workplace];
    if (!Array.isArray(entries)) return [];
    const favorites: StoredFavorite[] = [];
    for (const entry of entries) {
      const parsed = storedFavorite.safeParse(entry);
      if (parsed.success && !favorites.some((known) => known.id === parsed.data.id))
        favorites.push(parsed.data);
    }
    return favorites.slice(0, maxFavorites);
  }

  /** Adds one unless the same project, task and description is there already; answers the list. */
  add(workplace: string, favorite: Omit<StoredFavorite, 'id'>): StoredFavorite[] {
    const favorites = this.list(workplace);
    const same = favorites.some(
      (known) =>
        known.project.id === favorite.project.id &&
        (known.task?.id ?? null) === (favorite.task?.id ?? null) &&
        known.description === favorite.description,
    );
    if (same) return favorites;
    if (favorites.length >= maxFavorites) {
      throw new FavoritesFullError();
    }
    const next = [...favorites, { id: randomUUID(), ...favorite }];
    this.#save(workplace, next);
    return next;
  }

  remove(workplace: string, id: string): StoredFavorite[] {
    const favorites = this.list(workplace);
    const next = favorites.filter((favorite) => favorite.id !== id);
    if (next.length !== favorites.length) this.#save(workplace, next);
    return next;
  }

  /** Keeps the names a favorite shows in step with the service (a renamed project). */
  rename(
    workplace: string,
    names: ReadonlyMap<string, { name: string; code: string | null }>,
  ): StoredFavorite[] {
    const favorites = this.list(workplace);
    const next = favorites.map((favorite) => {
      const known = names.get(favorite.project.id);
      if (
        known === undefined ||
        (known.name === favorite.project.name && known.code === favorite.project.code)
      )
        return favorite;
      return { ...favorite, project: { ...favorite.project, name: known.name, code: known.code } };
    });
    if (next.some((favorite, index) => favorite !== favorites[index])) this.#save(workplace, next);
    return next;
  }

  #all(): Record<string, unknown> {
    const parsed = workplaceMap.safeParse(this.#settings.get(favoritesKey));
    return parsed.success ? parsed.data : {};
  }

  #save(workplace: string, favorites: readonly StoredFavorite[]): void {
    this.#settings.set(favoritesKey, { ...this.#all(), [workplace]: favorites });
  }
}

export class FavoritesFullError extends Error {
  constructor() {
    super(`You have ${maxFavorites} favorites here already. Remove one to add another.`);
    this.name = 'FavoritesFullError';
  }
}
