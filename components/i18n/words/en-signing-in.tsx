'use client';

import * as words from '@/lib/texts/client/en/signing-in';
import { wordsGiver } from '../LanguageProvider';

/** The sign-in pages' words in English (../AreaWords.tsx). */
export const EnglishSigningInWords = wordsGiver(words);
