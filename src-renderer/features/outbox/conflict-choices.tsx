import { useI18n } from '../../i18n/i18n-context.tsx';

/** The two ways out of a stale-version conflict, the same in the outbox list and in the forms. */
export function ConflictChoices({
  disabled,
  onChoose,
}: {
  readonly disabled: boolean;
  readonly onChoose: (decision: 'overwrite' | 'drop') => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled}
        onClick={() => onChoose('overwrite')}
      >
        {t('outbox.keepMine')}
      </button>
      <button type="button" className="button" disabled={disabled} onClick={() => onChoose('drop')}>
        {t('outbox.keepStored')}
      </button>
    </>
  );
}
