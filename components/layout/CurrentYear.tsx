'use client';

import { useSyncExternalStore } from 'react';
import { useLanguage } from '@/components/i18n/LanguageProvider';
import { formatYear } from '@/lib/domain/numbers';

const nothingToWatch = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * This year, as the browser's clock says. The pages around the footer are built ahead (decision 0083), and Cache
 * Components let no render read the clock (docs/decisions/0087-cache-components.md): the HTML carries the year the
 * page was made (`madeIn`), and the browser puts the current one in after loading.
 */
export function CurrentYear({ madeIn }: { madeIn: number }) {
  const language = useLanguage();
  return formatYear(useSyncExternalStore(nothingToWatch, thisYear, () => madeIn), language);
}
