/**
 * One catalogue of the shop's words per language (docs/texts.md). English (./en.ts) is the model: every other
 * language has exactly its sections, keys and parameters, with its own words, so a page can take its language's
 * catalogue (`textsFor`) and use it as it would the English one.
 */
import type { Language } from '../domain/i18n';
import * as bn from './bn';
import type { Catalogue } from './catalogue-type';
import * as en from './en';

export type { Catalogue };

// A section Bangla lacks fails here; a key it lacks or adds fails in ./bn.ts, where each section is typed.
const catalogues: Record<Language, Catalogue> = { en, bn };

/** The words of a page in `language`. */
export function textsFor(language: Language): Catalogue {
  return catalogues[language];
}
