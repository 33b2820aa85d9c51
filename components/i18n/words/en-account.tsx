'use client';

import * as words from '@/lib/texts/client/en/account';
import { wordsGiver } from '../LanguageProvider';

/** The account pages' words in English (../AreaWords.tsx). */
export const EnglishAccountWords = wordsGiver(words);
