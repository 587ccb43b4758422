import { useI18n } from '../../i18n/i18n-context.tsx';
import { findFavorite, useFavorites, useToggleFavorite } from './use-favorites.ts';

interface StarTarget {
  readonly projectId: string;
  readonly taskId?: string | null;
  readonly description?: string;
}

/**
 * A star that adds or removes a favorite: a project (name given), or the running entry. A toggle
 * button: its pressed state says whether it is a favorite now.
 */
export function FavoriteStar(
  props: StarTarget & {
    /** "Star <name>" / "Unstar <name>". */
    readonly name: string;
    readonly disabled?: boolean;
    readonly className?: string;
    /** Shows "Star" next to the star (for a lone button rather than one in a list). */
    readonly withText?: boolean;
  },
) {
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const { t } = useI18n();
  const taskId = props.taskId ?? null;
  const description = (props.description ?? '').trim();
  const favorite = findFavorite(favorites.data, props.projectId, taskId, description);
  const starred = favorite !== null;
  const label = t(starred ? 'favorites.unstar' : 'favorites.star', { name: props.name });
  return (
    <>
      <button
        type="button"
        className={`star${starred ? ' star--on' : ''} ${props.className ?? ''}`.trim()}
        aria-pressed={starred}
        aria-label={label}
        title={label}
        disabled={props.disabled === true || favorites.data === undefined || toggle.isPending}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          // A star inside a list option must not choose the option.
          event.stopPropagation();
          toggle.mutate(
            favorite === null
              ? { kind: 'add', arg: { projectId: props.projectId, taskId, description } }
              : { kind: 'remove', id: favorite.id },
          );
        }}
      >
        <span aria-hidden="true">{starred ? '★' : '☆'}</span>
        {props.withText === true && <span aria-hidden="true"> {label}</span>}
      </button>
      {toggle.error !== null && (
        <span className="action-error" role="alert">
          {toggle.error.message}
        </span>
      )}
    </>
  );
}
