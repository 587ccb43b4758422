import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { TimeTrackingGate } from '../account/time-tracking-gate.tsx';
import { useSession } from '../account/use-session.ts';
import { useOrganizationZone } from '../organization/use-organization-zone.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { className, classTitle, companions, describeCounts } from './object-classes.ts';
import { PurgeDialog, RestoreDialog } from './trash-dialogs.tsx';
import { deletedWhen, itemFacts, itemLabel } from './trash-item.ts';

/** Deleting any of these puts something in the trash. */
const fillsTrash: ReadonlySet<DataResource> = new Set([
  'projects',
  'tasks',
  'timerecords',
  'clients',
  'impulses',
]);

type Acting = { readonly kind: 'restore' | 'purge'; readonly group: TrashGroup } | null;

function TrashList() {
  const bridge = useBridge();
  const client = useQueryClient();
  const trash = useQuery({ queryKey: ['trash', 'list'], queryFn: () => bridge.invoke('trash:list') });
  // Read-only members see what is in the trash but are not offered what the service would refuse.
  const canWrite = useSession().data?.access === 'FULL';
  const offline = useNeedsService();
  const offlineProps = offline === null ? {} : { disabled: true, 'aria-describedby': 'trash-offline' };
  // Days and times are the organization's; until its zone is known the list waits for it.
  const zone = useOrganizationZone();
  const timeZone = zone ?? computerTimeZone();
  const [kind, setKind] = useState('all');
  const [acting, setActing] = useState<Acting>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { t, locale } = useFormatting();
  useIpcEvent('data:changed', ({ resources }) => {
    if (resources.some((resource) => fillsTrash.has(resource)))
      void client.invalidateQueries({ queryKey: ['trash'] });
  });

  const groups = trash.data ?? [];
  const kinds = [...new Set(groups.map((g) => g.objectClass))].sort();
  const shown = kind === 'all' ? groups : groups.filter((g) => g.objectClass === kind);

  return (
    <div className="trash">
      <div className="row trash__toolbar">
        <select
          className="select"
          aria-label={t('trash.show')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="all">{t('trash.everything')}</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t('trash.deletedKind', { kind: className(k, 2, t) })}
            </option>
          ))}
        </select>
        <span className="muted" role="status" aria-live="polite">
          {trash.isPending || zone === null ? t('trash.loading') : t('trash.count', { count: groups.length })}
        </span>
      </div>
      {!canWrite && (
        <p className="muted" role="note">
          {t('trash.readOnly')}
        </p>
      )}
      {canWrite && <OfflineReason id="trash-offline" reason={offline} />}
      {message !== null && (
        <p className="notice" role="status" data-testid="trash-status">
          {message}
        </p>
      )}
      {trash.isError && trash.data === undefined && (
        <p className="action-error" role="alert">
          {trash.error.message}
        </p>
      )}
      {trash.isSuccess && groups.length === 0 && (
        <EmptyState title={t('trash.emptyTitle')}>
          <p>{t('trash.emptyBody')}</p>
        </EmptyState>
      )}
      {zone !== null && shown.length > 0 && (
        <div className="table-scroll">
          <table className="data-table trash-table">
            <caption className="visually-hidden">{t('trash.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trash.column.what')}</th>
                <th scope="col">{t('trash.column.along')}</th>
                <th scope="col">{t('trash.column.when')}</th>
                <th scope="col">{t('trash.column.by')}</th>
                {canWrite && (
                  <th scope="col">
                    <span className="visually-hidden">{t('trash.column.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((group) => (
                <tr key={group.rootItemId}>
                  <th scope="row">
                    <span className="badge">{classTitle(group.objectClass, t)}</span> {group.displayName}
                    {itemFacts(group, timeZone, locale) !== '' && (
                      <span className="muted trash-table__facts">
                        {' '}
                        · {itemFacts(group, timeZone, locale)}
                      </span>
                    )}
                  </th>
                  <td>{describeCounts(companions(group.objectClass, group.contents), t) || '—'}</td>
                  <td>{deletedWhen(group, timeZone, computerTimeZone(), locale)}</td>
                  <td>{group.deletedBy ?? '—'}</td>
                  {canWrite && (
                    <td className="actions">
                      <button
                        type="button"
                        className="button button--small"
                        {...offlineProps}
                        aria-label={t('trash.restoreItem', { item: itemLabel(group, timeZone, locale) })}
                        onClick={() => {
                          setMessage(null);
                          setActing({ kind: 'restore', group });
                        }}
                      >
                        {t('trash.restoreButton')}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger-outline"
                        {...offlineProps}
                        aria-label={t('trash.purgeItem', { item: itemLabel(group, timeZone, locale) })}
                        onClick={() => {
                          setMessage(null);
                          setActing({ kind: 'purge', group });
                        }}
                      >
                        {t('trash.purgeButton')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {acting?.kind === 'restore' && (
        <RestoreDialog
          group={acting.group}
          timeZone={timeZone}
          onClose={() => setActing(null)}
          onDone={(text) => {
            setActing(null);
            setMessage(text);
          }}
        />
      )}
      {acting?.kind === 'purge' && (
        <PurgeDialog
          group={acting.group}
          timeZone={timeZone}
          onClose={() => setActing(null)}
          onDone={(text) => {
            setActing(null);
            setMessage(text);
          }}
        />
      )}
    </div>
  );
}

/** The organization's trash: what was deleted together, when and by whom; restore or remove for good. */
export function TrashScreen() {
  return (
    <TimeTrackingGate what="trash">
      <TrashList />
    </TimeTrackingGate>
  );
}
