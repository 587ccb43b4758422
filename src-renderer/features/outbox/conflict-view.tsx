import type { WriteConflict } from '../../../src-shared/domain/outbox.ts';

/** The person's values next to the stored ones, field by field. */
export function ConflictView({ conflict }: { conflict: WriteConflict }) {
  const fields = [...new Set([...Object.keys(conflict.mine), ...Object.keys(conflict.theirs)])];
  return (
    <table className="conflict">
      <caption className="muted">Your change and what is stored now</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Yours</th>
          <th scope="col">Stored now</th>
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
