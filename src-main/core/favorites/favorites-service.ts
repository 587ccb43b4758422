import { maxFavorites, type Favorite } from '../../../src-shared/domain/favorite.ts';
import type { DataChanged } from '../../../src-shared/ipc/channels/data.ts';
import type { FavoriteAddArg, favoritesInvoke } from '../../../src-shared/ipc/channels/favorites.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import { requireClient, workplaceOf, type OrganizationLink } from '../workplace/organization-link.ts';
import { readThrough } from '../workplace/read-errors.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { InvokeHandler } from '../ipc/invoke-handlers.ts';
import type { Logger } from '../logging/logger.ts';
import type { SettingsStore } from '../platform/settings-store.ts';
import { projectsPath, tasksPath } from '../projects/projects-service.ts';
import { FavoritesFullError, FavoritesStore, type StoredFavorite } from './favorites-store.ts';

export type FavoritesHandlers = {
  readonly [C in keyof typeof favoritesInvoke]: InvokeHandler<C>;
};

export interface FavoritesServiceOptions {
  readonly link: OrganizationLink;
  readonly settings: SettingsStore;
  readonly events: EventHub;
  readonly logger: Logger;
}

type Row = Record<string, unknown>;

/** A read for starring: offline, nothing is kept for later (unlike a write), so the sentence says so. */
async function lookUp<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await readThrough(read);
  } catch (error) {
    if (error instanceof CoreError && error.code === 'service-unreachable') {
      throw new CoreError('service-unreachable', 'error.starringOffline');
    }
    throw error;
  }
}
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The person's favorites where they work now (connection + organization + person), kept in the
 * app's settings. Which starred projects are gone (deleted, or no longer visible to the person)
 * is asked of the service when the list is read; until it answers, none counts as gone.
 */
export class FavoritesService {
  readonly #options: FavoritesServiceOptions;
  readonly #store: FavoritesStore;
  readonly #listeners = new Set<(favorites: readonly Favorite[]) => void>();
  /** Projects the service did not show at the last check, for `#workplace`. */
  #gone = new Set<string>();
  #workplace: string | null = null;
  /** Whether there was a v1 client at the last session change. */
  #connected = false;
  #stop: (() => void) | null = null;

  constructor(options: FavoritesServiceOptions) {
    this.#options = options;
    this.#store = new FavoritesStore(options.settings);
  }

  /** Follows the session: another organization or person has other favorites. */
  start(): void {
    this.#stop ??= this.#options.events.subscribe((channel, payload) => {
      if (channel === 'session:changed' || channel === 'org:changed') this.#contextChanged();
      // A project deleted, restored or renamed: whether a favorite is gone may have changed.
      if (channel === 'data:changed' && (payload as DataChanged).resources.includes('projects')) {
        void this.list().catch(() => undefined);
      }
    });
    this.#contextChanged();
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
  }

  /** The favorites as last known, without asking the service (tray, menus). */
  current(): readonly Favorite[] {
    const workplace = workplaceOf(this.#options.link);
    return workplace === null ? [] : this.#view(this.#store.list(workplace));
  }

  find(id: string): Favorite | null {
    return this.current().find((favorite) => favorite.id === id) ?? null;
  }

  subscribe(listener: (favorites: readonly Favorite[]) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** The favorites, with the service asked which projects still exist for this person. */
  async list(): Promise<readonly Favorite[]> {
    const workplace = workplaceOf(this.#options.link);
    if (workplace === null) return [];
    const before = this.#signature();
    await this.#check(workplace);
    if (this.#signature() !== before) this.#changed();
    return this.current();
  }

  async add(arg: FavoriteAddArg): Promise<readonly Favorite[]> {
    const workplace = this.#requireWorkplace();
    const client = requireClient(this.#options.link);
    const [project] = await lookUp(() =>
      client.list<Row>(projectsPath, { $filter: `id eq ${v1StringLiteral(arg.projectId)}`, no_expand: true }),
    );
    if (project === undefined) throw new CoreError('not-found', 'error.projectGone');
    let task: { id: string; name: string } | null = null;
    if (arg.taskId != null) {
      const taskId = arg.taskId;
      const [row] = await lookUp(() =>
        client.list<Row>(tasksPath, { $filter: `id eq ${v1StringLiteral(taskId)}`, no_expand: true }),
      );
      const owner = (row?.['project'] as { id?: unknown } | undefined)?.id;
      if (row === undefined || (owner !== undefined && owner !== arg.projectId)) {
        throw new CoreError('not-found', 'error.taskGone');
      }
      task = { id: taskId, name: text(row['name']) ?? '' };
    }
    try {
      this.#store.add(workplace, {
        project: { id: arg.projectId, name: text(project['name']) ?? '', code: text(project['code']) },
        task,
        description: (arg.description ?? '').trim(),
      });
    } catch (error) {
      if (error instanceof FavoritesFullError) {
        throw new CoreError('too-many', 'error.favoritesFull', { max: maxFavorites });
      }
      throw error;
    }
    this.#gone.delete(arg.projectId);
    this.#changed();
    return this.current();
  }

  remove(id: string): readonly Favorite[] {
    const workplace = this.#requireWorkplace();
    const before = this.#store.list(workplace).length;
    if (this.#store.remove(workplace, id).length !== before) this.#changed();
    return this.current();
  }

  handlers(): FavoritesHandlers {
    return {
      'favorites:list': () => this.list(),
      'favorites:add': (arg) => this.add(arg),
      'favorites:remove': (arg) => this.remove(arg.id),
    };
  }

  #requireWorkplace(): string {
    const workplace = workplaceOf(this.#options.link);
    if (workplace === null) {
      throw new CoreError('signed-out', 'error.signInToOrganization');
    }
    return workplace;
  }

  #view(stored: readonly StoredFavorite[]): Favorite[] {
    return stored.map((favorite) => ({ ...favorite, gone: this.#gone.has(favorite.project.id) }));
  }

  #signature(): string {
    return JSON.stringify(this.current());
  }

  #changed(): void {
    const favorites = this.current();
    this.#options.events.emit('favorites:changed', favorites);
    for (const listener of [...this.#listeners]) listener(favorites);
  }

  #contextChanged(): void {
    const workplace = workplaceOf(this.#options.link);
    const connected = this.#options.link.client() !== null;
    const reconnected = connected && !this.#connected;
    this.#connected = connected;
    if (workplace !== this.#workplace) {
      this.#workplace = workplace;
      this.#gone = new Set();
      this.#changed();
    } else if (!reconnected) {
      return;
    }
    // The service can be asked now (after a restart, time tracking connects a little later).
    if (workplace !== null) void this.list().catch(() => undefined);
  }

  /** Asks the service which of the starred projects the person can still see; silent when it cannot. */
  async #check(workplace: string): Promise<void> {
    const client = this.#options.link.client();
    const ids = [...new Set(this.#store.list(workplace).map((favorite) => favorite.project.id))];
    if (client === null || ids.length === 0) return;
    try {
      const rows = await client.list<Row>(projectsPath, {
        $filter: ids.map((id) => `id eq ${v1StringLiteral(id)}`).join(' or '),
        no_expand: true,
      });
      // The organization may have changed while the service answered.
      if (workplaceOf(this.#options.link) !== workplace) return;
      const names = new Map<string, { name: string; code: string | null }>();
      for (const row of rows) {
        const id = text(row['id']);
        if (id !== null) names.set(id, { name: text(row['name']) ?? '', code: text(row['code']) });
      }
      this.#gone = new Set(ids.filter((id) => !names.has(id)));
      this.#store.rename(workplace, names);
    } catch (error) {
      this.#options.logger.info('favorites: cannot ask the service which projects exist', { error });
    }
  }
}
