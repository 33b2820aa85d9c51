'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of Add Tool, Edit Tool and Manage Tools (lib/texts/client/en/admin-tools.ts), in the page's language. */
export const AdminToolsWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/admin-tools').then(giving<'admin-tools'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/admin-tools').then(giving<'admin-tools'>())),
});
