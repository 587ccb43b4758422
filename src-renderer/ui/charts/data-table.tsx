import type { ReactNode } from 'react';

export interface DataRowCells {
  /** The row's name: its row header, so screen readers announce it with each figure. */
  readonly name: ReactNode;
  /** One figure per number column, in the order of the headings. */
  readonly cells: readonly ReactNode[];
}

export interface DataRow extends DataRowCells {
  readonly key: string;
}

export interface DataTableProps {
  /** Accessible name, e.g. "Time by client (table)". */
  readonly label: string;
  /** Heading of the names' column. */
  readonly nameHeading: string;
  /** Headings of the number columns, which are aligned right. */
  readonly headings: readonly string[];
  readonly rows: readonly DataRow[];
  /** A totals row under the others. */
  readonly footer?: DataRowCells | undefined;
  readonly compact?: boolean;
}

/** A table of figures, one named row each: a chart's table view, or a preview of numbers. */
export function DataTable({ label, nameHeading, headings, rows, footer, compact = false }: DataTableProps) {
  return (
    <table className={compact ? 'data-table data-table--compact' : 'data-table'} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{nameHeading}</th>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="num">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <FigureRow key={row.key} row={row} />
        ))}
      </tbody>
      {footer !== undefined && (
        <tfoot>
          <FigureRow row={footer} />
        </tfoot>
      )}
    </table>
  );
}

function FigureRow({ row }: { readonly row: DataRowCells }) {
  return (
    <tr>
      <th scope="row">{row.name}</th>
      {row.cells.map((cell, column) => (
        // The columns are fixed, so their position is their identity.
        <td key={column} className="num">
          {cell}
        </td>
      ))}
    </tr>
  );
}
