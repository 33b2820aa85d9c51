'use client';

import * as words from '@/lib/texts/client/en/shop';
import { wordsGiver } from '../LanguageProvider';

/** Every page's words in English (../AreaWords.tsx). */
export const EnglishShopWords = wordsGiver(words);
