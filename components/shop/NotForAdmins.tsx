import type { ReactNode } from 'react';

/**
 * What an admin finds where a customer buys (Buy Now, Add to cart): admins do not buy, so the button is there but
 * disabled, with the reason as its tooltip (`title`) and written under it, tied to it for screen readers.
 */
export function NotForAdmins({
  reasonId,
  className,
  label,
  title,
  reason,
  testId,
  children,
}: {
  reasonId: string;
  className: string;
  /** The button's accessible name, where its text alone does not say which tool. */
  label?: string;
  title: string;
  reason: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className={className} disabled aria-label={label} aria-describedby={reasonId} title={title} data-testid={testId}>
        {children}
      </button>
      <p id={reasonId} className="text-xs opacity-70">
        {reason}
      </p>
    </div>
  );
}
