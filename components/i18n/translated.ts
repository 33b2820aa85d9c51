import type { Language } from '@/lib/i18n';

/**
 * The English messages of the API, the schemas and the server's refusals, in the page's language, for components in
 * the browser (the server and tests use lib/texts/translate.ts itself). The translator of a language is heavy (it
 * reads both catalogues): it comes with that language's words (BanglaWords.tsx), which only its pages load, and is
 * learnt here when they load. English is said as it is.
 */
const sayers: Partial<Record<Language, (message: string) => string>> = {};

export function learnToSay(language: Language, say: (message: string) => string): void {
  sayers[language] = say;
}

export function translated(message: string, language: Language): string {
  return sayers[language]?.(message) ?? message;
}
