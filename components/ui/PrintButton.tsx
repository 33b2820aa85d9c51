'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';

/** Opens the browser's print dialog; not printed itself. Says Print in the page's language unless told otherwise. */
export function PrintButton({ children }: { children?: React.ReactNode }) {
  const { uiTexts } = useTexts();
  return (
    <button type="button" className="btn btn-primary btn-sm print:hidden" onClick={() => window.print()}>
      {children ?? uiTexts.print}
    </button>
  );
}
