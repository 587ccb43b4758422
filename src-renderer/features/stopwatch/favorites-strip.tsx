import { favoriteLabel, type Favorite } from '../../../src-shared/domain/favorite.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { sameFavorite } from '../../../src-shared/domain/favorite.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFavorites, useToggleFavorite } from '../favorites/use-favorites.ts';
import { useStartFavorite } from './use-start-favorite.ts';

/** Whether the stopwatch runs on exactly this favorite now. */
function isRunning(favorite: Favorite, state: StopwatchState): boolean {
  return (
    state.status !== 'stopped' &&
    state.project !== null &&
    sameFavorite(favorite, state.project.id, state.task?.id ?? null, state.description)
  );
}

/**
 * The favorites on top of the stopwatch screen: one click starts one (or switches to it). A
 * favorite whose project is gone stays visible, says so and can be removed.
 */
export function FavoritesStrip({ state, disabled }: { state: StopwatchState; disabled: boolean }) {
  const favorites = useFavorites();
  const start = useStartFavorite();
  const remove = useToggleFavorite();
  const { t } = useI18n();
  const list = favorites.data ?? [];
  if (list.length === 0) return null;
  const stopped = state.status === 'stopped';
  return (
    <section className="favorites" aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="subheading">
        {t('favorites.heading')}
      </h2>
      <ul className="favorites__list">
        {list.map((favorite) => {
          const label = favoriteLabel(favorite);
          return (
            <li key={favorite.id} className="favorites__item">
              {favorite.gone ? (
                <>
                  <span className="muted">{t('favorites.gone', { favorite: label })}</span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ kind: 'remove', id: favorite.id })}
                  >
                    {t('favorites.remove', { favorite: label })}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button favorites__start"
                  disabled={disabled || start.pending || isRunning(favorite, state)}
                  onClick={() => start.startFavorite(favorite)}
                >
                  {t(stopped ? 'favorites.start' : 'favorites.switchTo', { favorite: label })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {start.problem !== null && (
        <p className="action-error" role="alert">
          {start.problem}
        </p>
      )}
      {start.dialog}
    </section>
  );
}
