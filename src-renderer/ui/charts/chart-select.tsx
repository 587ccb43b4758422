export interface ChartSelectProps<T extends string> {
  /** Accessible name, e.g. "Group by". */
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  /** What the person reads for an option, e.g. "By client". */
  readonly optionText: (option: T) => string;
  readonly onChange: (option: T) => void;
}

/** A small picker among a chart's fixed choices, for the controls next to its title. */
export function ChartSelect<T extends string>({
  label,
  value,
  options,
  optionText,
  onChange,
}: ChartSelectProps<T>) {
  return (
    <select
      className="select select--small"
      aria-label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionText(option)}
        </option>
      ))}
    </select>
  );
}
