'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the profile's (lib/texts/client/en/profile.ts), in the page's language. */
export const ProfileWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/profile').then(giving<'profile'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/profile').then(giving<'profile'>())),
});
