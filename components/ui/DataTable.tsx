/**
 * Every dashboard list that is a table on a wide screen (docs/decisions/0074-dashboard-on-every-screen.md): the
 * frame, the caption, the column headings and the body, so that a list says only its columns and how a row looks.
 * Where the frame is narrower than 48rem (a phone, a tablet, or a laptop beside the side menu) each row is a card:
 * each cell on a line of its own, named by its `data-label` (the column's heading), and the cells without one (the
 * actions) as a row of buttons, always in view. The rules are `.data-table` in app/globals.css: a container query,
 * so it is the room the list has that counts, not the window. Wider, it is the table, in a scroll region a keyboard
 * can reach (tabIndex, role and name) for the rare table still wider than its room.
 */
export function DataTable<Row>({
  label,
  testId,
  caption,
  captionRef,
  columns,
  actions,
  small,
  rows,
  row,
  empty,
}: {
  /** The scroll region's name for screen readers ("Placed orders"). */
  label: string;
  testId: string;
  caption?: React.ReactNode;
  /** Where the keyboard goes when a row it was on is removed: the caption then takes the focus. */
  captionRef?: React.Ref<HTMLTableCaptionElement>;
  /** The headings of the columns, in order; each row's cells carry the same words as `data-label`. */
  columns: readonly string[];
  /** The heading, read out only, of a last column of buttons ("Actions"). */
  actions?: string;
  small?: boolean;
  rows: readonly Row[];
  /** One row, with its `key`. */
  row: (item: Row) => React.ReactNode;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: React.ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    <div className="data-table" role="region" aria-label={label} tabIndex={0}>
      <table className={small ? 'table table-sm' : 'table'} data-testid={testId}>
        {caption ? (
          <caption ref={captionRef} tabIndex={captionRef ? -1 : undefined} className="mb-2 text-left text-sm opacity-70">
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="sr-only">{actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}

/** The cell that names its row (the product, the tool, the account): read out before each of the row's cells. */
export function RowHeading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <th scope="row" className="font-medium" data-label={label}>
      {children}
    </th>
  );
}
