/** The two ways out of a stale-version conflict, the same in the outbox list and in the forms. */
export function ConflictChoices({
  disabled,
  onChoose,
}: {
  readonly disabled: boolean;
  readonly onChoose: (decision: 'overwrite' | 'drop') => void;
}) {
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled}
        onClick={() => onChoose('overwrite')}
      >
        Keep mine
      </button>
      <button type="button" className="button" disabled={disabled} onClick={() => onChoose('drop')}>
        Keep what is stored
      </button>
    </>
  );
}
