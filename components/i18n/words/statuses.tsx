'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the status badges of orders, payments and quotes (lib/texts/client/en/statuses.ts), in the page's language. */
export const StatusesWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/statuses').then(giving<'statuses'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/statuses').then(giving<'statuses'>())),
});
