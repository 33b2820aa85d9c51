'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the admin's toasts (lib/texts/client/en/admin.ts), in the page's language. */
export const AdminWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/admin').then(giving<'admin'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/admin').then(giving<'admin'>())),
});
