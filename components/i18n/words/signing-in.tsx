'use client';

import dynamic from 'next/dynamic';
import { areaWords, giving } from '../area-words';

/** The words of the sign-in pages' (lib/texts/client/en/signing-in.ts), in the page's language. */
export const SigningInWords = areaWords({
  en: dynamic(() => import('@/lib/texts/client/en/signing-in').then(giving<'signing-in'>())),
  bn: dynamic(() => import('@/lib/texts/client/bn/signing-in').then(giving<'signing-in'>())),
});
