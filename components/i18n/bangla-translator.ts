import { clientBangla as bangla } from '@/lib/texts/client-bn';
import { clientEnglish as english } from '@/lib/texts/client-en';
import { translatorOf } from '@/lib/texts/translator';

/** The server's English messages in Bangla, in the browser: a script of its own, learnt by ./translated.ts. */
export const sayInBangla = translatorOf(english, bangla);
