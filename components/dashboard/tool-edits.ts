/** What Edit Tool (ToolForm) and Manage Tools' edit in place share. */

/**
 * The dashboard's tool editors (Edit Tool, Manage Tools) keep what the admin typed when the page refreshes (after a
 * save, or after a 409): the boxes they changed keep their text, the others show the tool as stored, and a refusal
 * stays on the form. Cancel and a successful save clear the form instead (CLEAR_EDITS).
 */
export const KEEP_EDITS = { keepDirtyValues: true, keepErrors: true } as const;
export const CLEAR_EDITS = { keepDirtyValues: false, keepErrors: false } as const;

/**
 * What a tool editor sends: only the fields the admin changed (react-hook-form's dirtyFields), so a save never writes
 * back a value loaded earlier, such as a stock an order has since lowered. A changed stock goes with the stock it was
 * changed from (`expectedStock`): the server applies it only while that is still the stock (docs/admin.md).
 */
export function toolChanges(values: Record<string, unknown>, dirty: Partial<Record<string, unknown>>, stockWas: number) {
  const changes: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([name]) => Boolean(dirty[name])));
  if ('stock' in changes) changes.expectedStock = stockWas;
  return changes;
}
