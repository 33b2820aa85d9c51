/**
 * The frame of every dashboard list that is a table on a wide screen (docs/decisions/0074-dashboard-on-every-screen.md).
 * Where the frame is narrower than 48rem (a phone, a tablet, or a laptop beside the side menu) each row is a card:
 * each cell on a line of its own, named by its `data-label` (the column's heading), and the cells without one (the
 * actions) as a row of buttons, always in view. The rules are `.data-table` in app/globals.css: a container query,
 * so it is the room the list has that counts, not the window. Wider, it is the table, in a scroll region a keyboard
 * can reach (tabIndex, role and name) for the rare table still wider than its room.
 */
export function DataTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="data-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
