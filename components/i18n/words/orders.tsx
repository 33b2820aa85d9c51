'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of a customer's orders, paying for them, and reviews (lib/texts/client/en/orders.ts), in the page's language. */
export const OrdersWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/orders').then(giving<'orders'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/orders').then(giving<'orders'>())),
});
