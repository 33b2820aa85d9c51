'use client';

import * as words from '@/lib/texts/client/bn/account';
import { wordsGiver } from '../LanguageProvider';

/** The account pages' words in Bangla (../AreaWords.tsx). */
export const BanglaAccountWords = wordsGiver(words);
