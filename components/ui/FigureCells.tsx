import type { ReactNode } from 'react';

/**
 * The cells of a table of an order's figures (the checkout's summary, the receipt): the columns of numbers and the
 * rows that add them up are right-aligned, so that the amounts stand under each other.
 */

/** The heading of a column of numbers (quantity, price, total). */
export function FigureHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-right">
      {children}
    </th>
  );
}

/**
 * A row under the lines (subtotal, delivery, total): its name across the columns before the last (`span`), the amount
 * in the last. The order's total is `grand`: larger, and its amount bold.
 */
export function SumRow({ label, span, grand, testId, children }: { label: ReactNode; span: number; grand?: boolean; testId?: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={span} className={grand ? 'text-right text-base' : 'text-right'}>
        {label}
      </th>
      <td className={grand ? 'text-right text-base font-bold' : 'text-right'} data-testid={testId}>
        {children}
      </td>
    </tr>
  );
}
