'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the quotes' (lib/texts/client/en/quotes.ts), in the page's language. */
export const QuotesWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/quotes').then(giving<'quotes'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/quotes').then(giving<'quotes'>())),
});
