/**
 * The English messages of the API, the data layer and the schemas in another language, on the server and in tests
 * (components in the browser use components/i18n/translated.ts, which carries only the sections a page's script has).
 */
import type { Language } from '../domain/i18n';
import { textsFor } from './catalogue';
import { translatorOf } from './translator';

const translators = new Map<Language, (message: string) => string>();

/** `message`, an English text of lib/texts/en.ts, in `language`; a message the catalogue does not have, unchanged. */
export function translated(message: string, language: Language): string {
  if (language === 'en') return message;
  let translator = translators.get(language);
  if (!translator) {
    translator = translatorOf(textsFor('en'), textsFor(language));
    translators.set(language, translator);
  }
  return translator(message);
}
