import { useMutation, useQuery } from '@tanstack/react-query';
import type { TrashGroup, TrashPreviewClass } from '../../../src-shared/domain/trash.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { className, classTitle, companions, describeCounts } from './object-classes.ts';
import { capitalized, itemPhrase } from './trash-item.ts';

/** How many objects the listed names stand for. */
function shownCount(c: TrashPreviewClass): number {
  return c.names.reduce((sum, n) => sum + n.count, 0);
}

interface GroupDialogProps {
  readonly group: TrashGroup;
  /** The organization's, for the days of deleted records. */
  readonly timeZone: string;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}

/** Restoring a group, after showing everything it brings back. */
export function RestoreDialog({ group, timeZone, onClose, onDone }: GroupDialogProps) {
  const bridge = useBridge();
  const what = itemPhrase(group, timeZone);
  const along = companions(group.objectClass, group.contents);
  const preview = useQuery({
    queryKey: ['trash', 'preview', group.rootItemId],
    queryFn: () => bridge.invoke('trash:preview', { rootItemId: group.rootItemId }),
  });
  const restore = useMutation({
    mutationFn: () => bridge.invoke('trash:restore', { rootItemId: group.rootItemId }),
    onSuccess: (result) => {
      const came = describeCounts(companions(group.objectClass, result.restored));
      onDone(`Restored ${what}${came === '' ? '' : ` with ${came}`}.`);
    },
  });
  return (
    <Dialog
      title={`Restore “${group.displayName}”?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={restore.isPending}
            onClick={() => restore.mutate()}
          >
            {restore.isPending ? 'Restoring…' : 'Restore'}
          </button>
        </>
      }
    >
      <p>
        {capitalized(what)} comes back as it was and shows again in every view
        {along.length === 0 ? '.' : `, with ${describeCounts(along)} deleted with it:`}
      </p>
      {preview.isPending && <p role="status">Looking into the trash…</p>}
      {preview.isError && (
        <p className="action-error" role="alert">
          {preview.error.message}
        </p>
      )}
      {preview.data !== undefined && (
        <ul className="restore-preview" aria-label="What comes back">
          {preview.data.classes.map((c) => (
            <li key={c.objectClass}>
              <strong>
                {c.count === 1
                  ? classTitle(c.objectClass)
                  : `${c.count} ${className(c.objectClass, c.count)}`}
              </strong>
              {c.names.length > 0 && (
                <span className="muted">
                  {': '}
                  {c.names.map((n) => (n.count === 1 ? n.name : `${n.name} (${n.count})`)).join(', ')}
                  {shownCount(c) < c.count ? `, and ${c.count - shownCount(c)} more` : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {restore.isError && (
        <p className="action-error" role="alert">
          {restore.error.message}
        </p>
      )}
    </Dialog>
  );
}

/** Removing a group for good, confirmed in a dialog that says it cannot be undone. */
export function PurgeDialog({ group, timeZone, onClose, onDone }: GroupDialogProps) {
  const bridge = useBridge();
  const what = itemPhrase(group, timeZone);
  const purge = useMutation({
    mutationFn: () => bridge.invoke('trash:purge', { rootItemId: group.rootItemId }),
    onSuccess: () => onDone(`Deleted ${what} for good.`),
  });
  const along = describeCounts(companions(group.objectClass, group.contents));
  return (
    <Dialog
      role="alertdialog"
      title={`Delete “${group.displayName}” for good?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose}>
            Keep it in the trash
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={purge.isPending}
            onClick={() => purge.mutate()}
          >
            {purge.isPending ? 'Deleting…' : 'Delete for good'}
          </button>
        </>
      }
    >
      <p>
        This removes {what}
        {along === '' ? '' : ` and the ${along} deleted with it`} for good. It cannot be restored afterwards.
      </p>
      {purge.isError && (
        <p className="action-error" role="alert">
          {purge.error.message}
        </p>
      )}
    </Dialog>
  );
}
