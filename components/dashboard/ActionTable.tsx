'use client';

import { useRef, useTransition } from 'react';
import { announceResult } from '@/components/ui/announce-result';
import { DataTable } from '@/components/ui/DataTable';
import type { ActionResult } from '@/lib/actions/result';

/** The words a dashboard table takes from its area's catalogue: the table's name, its columns and its last heading. */
type TableWords<Column extends string> = { tableLabel: string; actions: string; columns: Record<Column, string> };

/**
 * A dashboard table whose rows have buttons (DataTable): its columns are named by their keys in the area's words,
 * and a row that leaves the list (deleted, cancelled, moved out of a filter) calls `leave`, which sends the keyboard
 * to the caption, the nearest place that stays.
 */
export function ActionTable<Row, Column extends string>({
  words,
  columns,
  testId,
  caption,
  small,
  rows,
  row,
  empty,
}: {
  words: TableWords<Column>;
  columns: readonly Column[];
  testId: string;
  caption: string;
  small?: boolean;
  rows: readonly Row[];
  /** One row, with its `key`. */
  row: (item: Row, leave: () => void) => React.ReactNode;
  empty?: React.ReactNode;
}) {
  const captionRef = useRef<HTMLTableCaptionElement>(null);
  const leave = () => captionRef.current?.focus();
  return (
    <DataTable
      label={words.tableLabel}
      testId={testId}
      caption={caption}
      captionRef={captionRef}
      columns={columns.map((column) => words.columns[column])}
      actions={words.actions}
      small={small}
      rows={rows}
      row={(item) => row(item, leave)}
      empty={empty}
    />
  );
}

/**
 * A row's buttons: one action at a time, the row busy (its buttons disabled) until it is done. `act` runs a server
 * action, says how it went in a toast and, when it went well, calls `then` (where the keyboard goes next); `run` is
 * for an action that says how it went itself.
 */
export function useRowActions() {
  const [busy, startTransition] = useTransition();
  const run = (work: () => Promise<void>) => startTransition(work);
  const act = (action: () => Promise<ActionResult>, success: string, then?: () => void) =>
    run(async () => {
      if (announceResult(await action(), success)) then?.();
    });
  return { busy, run, act };
}
