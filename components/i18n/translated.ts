import { loadOnce } from '@/lib/infra/first-move';
import type { Language } from '@/lib/domain/i18n';

/**
 * The English messages of the API, the schemas and the server's refusals, in the page's language, for components in
 * the browser (the server and tests use lib/texts/translate.ts itself). A language's translator is heavy (it reads
 * both catalogues' client sections, ./bangla-translator.ts), and a message only ever answers something the visitor
 * did: it is learnt at their first move on a page of its language (LanguageProvider) or before the first toast, not
 * loaded with the page. English is said as it is.
 */
const sayers: Partial<Record<Language, (message: string) => string>> = {};

const TRANSLATORS: Partial<Record<Language, () => Promise<void>>> = {
  bn: loadOnce(() =>
    import('./bangla-translator').then(({ sayInBangla }) => {
      sayers.bn = sayInBangla;
    }),
  ),
};

/** Loads the translator of `language` (retried after a failed fetch); null for English, which needs none. */
export function learnToSay(language: Language): Promise<void> | null {
  return TRANSLATORS[language]?.() ?? null;
}

/** `message` in `language`: as it is while that language's translator is not learnt yet, or for a message it does not know. */
export function translated(message: string, language: Language): string {
  return sayers[language]?.(message) ?? message;
}
