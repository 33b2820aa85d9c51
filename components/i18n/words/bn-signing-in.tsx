'use client';

import * as words from '@/lib/texts/client/bn/signing-in';
import { wordsGiver } from '../LanguageProvider';

/** The sign-in pages' words in Bangla (../AreaWords.tsx). */
export const BanglaSigningInWords = wordsGiver(words);
