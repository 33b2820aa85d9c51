'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of Placed Orders and Payments (lib/texts/client/en/admin-orders.ts), in the page's language. */
export const AdminOrdersWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/admin-orders').then(giving<'admin-orders'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/admin-orders').then(giving<'admin-orders'>())),
});
