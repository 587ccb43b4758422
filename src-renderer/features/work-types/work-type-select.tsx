import type { NamedRef } from '../../../src-shared/domain/stopwatch.ts';
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
  const current = props.value;
  const choices: readonly NamedRef[] =
    current === null || options.some((option) => option.id === current.id) ? options : [current, ...options];
  return (
    <div className="field">
      <label htmlFor={props.id}>Work type</label>
      <select
        id={props.id}
        value={current?.id ?? ''}
        disabled={props.disabled === true}
        onChange={(event) =>
          props.onChange(choices.find((choice) => choice.id === event.target.value) ?? null)
        }
      >
        <option value="">{loading ? 'Loading work types…' : 'No work type'}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name || 'A work type'}
          </option>
        ))}
      </select>
    </div>
  );
}
