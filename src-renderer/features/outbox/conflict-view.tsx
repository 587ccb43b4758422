import { useI18n } from '../../i18n/i18n-context.tsx';
import type { WriteConflict } from '../../../src-shared/domain/outbox.ts';

/** The person's values next to the stored ones, field by field. */
export function ConflictView({ conflict }: { conflict: WriteConflict }) {
  const { t } = useI18n();
  const fields = [...new Set([...Object.keys(conflict.mine), ...Object.keys(conflict.theirs)])];
  return (
    <table className="conflict">
      <caption className="muted">{t('outbox.conflict.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('outbox.conflict.field')}</th>
          <th scope="col">{t('outbox.conflict.yours')}</th>
          <th scope="col">{t('outbox.conflict.stored')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{field}</th>
            <td>{conflict.mine[field] ?? '—'}</td>
            <td>{conflict.theirs[field] ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
