'use client';

import * as words from '@/lib/texts/client/bn/shop';
import { wordsGiver } from '../LanguageProvider';

/** Every page's words in Bangla (../AreaWords.tsx). */
export const BanglaShopWords = wordsGiver(words);
