'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of every page's: the header, the toasts and the shop's pages (lib/texts/client/en/shop.ts), in the page's language. */
export const ShopWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/shop').then(giving<'shop'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/shop').then(giving<'shop'>())),
});
