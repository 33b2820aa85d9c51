'use client';

import { ErrorNotice } from '@/components/ui/ErrorNotice';
import './globals.css';

/** When the root layout itself fails: the same notice in a document of its own (it replaces the layout). */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" data-theme="terracotta">
      <body className="min-h-screen bg-base-100 text-base-content">
        <title>Something went wrong | Mrittika Ceramic Tools</title>
        <ErrorNotice error={error} retry={retry} />
      </body>
    </html>
  );
}
