'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the purchase page's and the checkout's (lib/texts/client/en/buying.ts), in the page's language. */
export const BuyingWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/buying').then(giving<'buying'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/buying').then(giving<'buying'>())),
});
