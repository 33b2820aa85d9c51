'use client';

/** Opens the browser's print dialog; not printed itself. */
export function PrintButton({ children = 'Print' }: { children?: React.ReactNode }) {
  return (
    <button type="button" className="btn btn-primary btn-sm print:hidden" onClick={() => window.print()}>
      {children}
    </button>
  );
}
