'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of All Users, Reviews, Mail Outbox and Delivery (lib/texts/client/en/admin-upkeep.ts), in the page's language. */
export const AdminUpkeepWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/admin-upkeep').then(giving<'admin-upkeep'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/admin-upkeep').then(giving<'admin-upkeep'>())),
});
