import type { NamedRef } from '../../../src-shared/domain/stopwatch.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useProjectWorkTypes } from './use-work-types.ts';

/**
 * The work type (activity) of a record or the stopwatch: those the project allows, and the
 * current choice even when it is no longer offered (inactive, or not allowed on this project).
 */
export function WorkTypeSelect(props: {
  readonly id: string;
  readonly projectId: string | null;
  readonly value: NamedRef | null;
  readonly onChange: (workType: NamedRef | null) => void;
  readonly disabled?: boolean;
}) {
  const { options, loading } = useProjectWorkTypes(props.projectId);
  const { t } = useI18n();
  const current = props.value;
  const choices: readonly NamedRef[] =
    current === null || options.some((option) => option.id === current.id) ? options : [current, ...options];
  return (
    <div className="field">
      <label htmlFor={props.id}>{t('workTypes.label')}</label>
      <select
        id={props.id}
        value={current?.id ?? ''}
        disabled={props.disabled === true}
        onChange={(event) =>
          props.onChange(choices.find((choice) => choice.id === event.target.value) ?? null)
        }
      >
        <option value="">{loading ? t('workTypes.loading') : t('workTypes.none')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name || t('workTypes.unnamed')}
          </option>
        ))}
      </select>
    </div>
  );
}
