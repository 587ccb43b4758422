import { useMutation, useQuery } from '@tanstack/react-query';
import type { TrashGroup, TrashPreviewClass } from '../../../src-shared/domain/trash.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { capitalized, classTitle, companions, countedClass, describeCounts } from './object-classes.ts';
import { itemPhrase } from './trash-item.ts';

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
  const { t, locale } = useFormatting();
  const what = itemPhrase(group, timeZone, locale, t);
  const along = describeCounts(companions(group.objectClass, group.contents), t);
  const preview = useQuery({
    queryKey: ['trash', 'preview', group.rootItemId],
    queryFn: () => bridge.invoke('trash:preview', { rootItemId: group.rootItemId }),
  });
  const restore = useMutation({
    mutationFn: () => bridge.invoke('trash:restore', { rootItemId: group.rootItemId }),
    onSuccess: (result) => {
      const came = describeCounts(companions(group.objectClass, result.restored), t);
      onDone(came === '' ? t('trash.restored', { what }) : t('trash.restoredWith', { what, along: came }));
    },
  });
  const names = (c: TrashPreviewClass): string => {
    const listed = c.names.map((n) => (n.count === 1 ? n.name : `${n.name} (${n.count})`)).join(', ');
    const more = c.count - shownCount(c);
    return more > 0 ? t('trash.namesMore', { names: listed, count: more }) : listed;
  };
  return (
    <Dialog
      title={t('trash.restoreTitle', { name: group.displayName })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('trash.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={restore.isPending}
            onClick={() => restore.mutate()}
          >
            {restore.isPending ? t('trash.restoring') : t('trash.restore')}
          </button>
        </>
      }
    >
      <p>
        {along === ''
          ? t('trash.restoreBody', { what: capitalized(what) })
          : t('trash.restoreBodyWith', { what: capitalized(what), along })}
      </p>
      {preview.isPending && <p role="status">{t('trash.previewing')}</p>}
      {preview.isError && (
        <p className="action-error" role="alert">
          {preview.error.message}
        </p>
      )}
      {preview.data !== undefined && (
        <ul className="restore-preview" aria-label={t('trash.whatComesBack')}>
          {preview.data.classes.map((c) => (
            <li key={c.objectClass}>
              <strong>
                {c.count === 1 ? classTitle(c.objectClass, t) : countedClass(c.objectClass, c.count, t)}
              </strong>
              {c.names.length > 0 && (
                <span className="muted">
                  {': '}
                  {names(c)}
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
  const { t, locale } = useFormatting();
  const what = itemPhrase(group, timeZone, locale, t);
  const purge = useMutation({
    mutationFn: () => bridge.invoke('trash:purge', { rootItemId: group.rootItemId }),
    onSuccess: () => onDone(t('trash.purged', { what })),
  });
  const along = describeCounts(companions(group.objectClass, group.contents), t);
  return (
    <Dialog
      role="alertdialog"
      title={t('trash.purgeTitle', { name: group.displayName })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose}>
            {t('trash.keep')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={purge.isPending}
            onClick={() => purge.mutate()}
          >
            {purge.isPending ? t('trash.deleting') : t('trash.purge')}
          </button>
        </>
      }
    >
      <p>{along === '' ? t('trash.purgeBody', { what }) : t('trash.purgeBodyWith', { what, along })}</p>
      {purge.isError && (
        <p className="action-error" role="alert">
          {purge.error.message}
        </p>
      )}
    </Dialog>
  );
}
