'use client';

import { useLanguage } from '@/components/i18n/LanguageProvider';
import { ErrorNotice } from '@/components/ui/ErrorNotice';

/** Any page that fails (the database is down, say) shows this inside the layout, with a retry, in the page's language. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorNotice language={useLanguage()} error={error} retry={retry} />;
}
