import { useMutation, useQuery } from '@tanstack/react-query';
import type { PriceUpdateResult } from '../../../src-shared/domain/prices.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { DataTable } from '../../ui/charts/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { formatMoney } from '../../ui/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

export interface RecomputePricesDialogProps {
  readonly ids: readonly string[];
  /** Names of the records for the list of changes, by id. */
  readonly describe: (id: string) => string;
  readonly onClose: () => void;
  readonly onDone: (result: PriceUpdateResult) => void;
}

const shownChanges = 12;

/**
 * Recomputing prices after a price-list change (`$updateprice`), confirmed by the person after
 * seeing what it would do: the totals before and after, the records that change, and the prices
 * set by hand that stay as they are.
 */
export function RecomputePricesDialog({ ids, describe, onClose, onDone }: RecomputePricesDialogProps) {
  const bridge = useBridge();
  const { t } = useI18n();
  const locale = useFormatLocale();
  const preview = useQuery({
    // Not cached for later: a preview is only true right now.
    queryKey: ['prices', 'preview-update', ids],
    queryFn: () => bridge.invoke('prices:preview-update', { ids: [...ids] }),
    gcTime: 0,
    staleTime: 0,
  });
  const update = useMutation({
    mutationFn: () => bridge.invoke('prices:update', { ids: [...ids] }),
    onSuccess: onDone,
  });
  const data = preview.data;
  const changed = data?.changes.filter((c) => !c.kept && c.next !== c.current) ?? [];
  const kept = data?.changes.filter((c) => c.kept).length ?? 0;
  const same = (data?.changes.length ?? 0) - changed.length - kept;
  const money = (amount: number): string => formatMoney(amount, data?.currency ?? 'EUR', locale);

  return (
    <Dialog
      title={t('prices.dialogTitle', { count: ids.length })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('prices.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={data === undefined || update.isPending}
            onClick={() => update.mutate()}
          >
            {update.isPending ? t('prices.recomputing') : t('prices.recompute')}
          </button>
        </>
      }
    >
      {preview.isPending && <p role="status">{t('prices.checking')}</p>}
      {preview.isError && (
        <p className="action-error" role="alert">
          {preview.error.message}
        </p>
      )}
      {data !== undefined && (
        <div className="stack">
          <p data-testid="price-preview-totals">
            {t('prices.totals', { now: money(data.currentTotal), next: money(data.nextTotal) })}
          </p>
          <p>
            {t('prices.summary', {
              changes: t('prices.changes', { changed: changed.length }),
              same: same > 0 ? t('prices.same', { same }) : '',
              kept: kept > 0 ? t('prices.kept', { kept }) : '',
            })}
          </p>
          {changed.length > 0 && (
            <DataTable
              label={t('prices.changedTable')}
              nameHeading={t('prices.record')}
              headings={[t('prices.now'), t('prices.new')]}
              rows={changed.slice(0, shownChanges).map((c) => ({
                key: c.id,
                name: describe(c.id),
                cells: [money(c.current), money(c.next)],
              }))}
              compact
            />
          )}
          {changed.length > shownChanges && (
            <p className="muted">{t('prices.more', { count: changed.length - shownChanges })}</p>
          )}
        </div>
      )}
      {update.isError && (
        <p className="action-error" role="alert">
          {update.error.message}
        </p>
      )}
    </Dialog>
  );
}
