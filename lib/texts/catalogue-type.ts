/**
 * The shape every language's catalogue has (docs/texts.md): English's (./en.ts), its words widened. A module of its
 * own that imports nothing but English's types, so that the Bangla catalogue can be typed by it without an import
 * cycle through ./catalogue.ts, which imports every catalogue.
 */
import type * as clientEnglish from './client-en';
import type * as en from './en';

/** What ./en.ts exports beside its words: settings, the same in every language, so no other catalogue repeats them. */
export const NON_TEXT_EXPORTS = ['TOAST_DURATION_MS'] as const;

/**
 * A text's shape whatever its words: a sentence is any string, a sentence built from values takes the same
 * parameters, a list of words is any list of strings, and a group has the same keys. Anything else is `never`, so a
 * setting added to ./en.ts fails `tsc` in every other catalogue until it is listed in NON_TEXT_EXPORTS.
 */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer Parameters) => string
    ? (...args: Parameters) => string
    : T extends readonly string[]
      ? readonly string[]
      : T extends object
        ? { readonly [Key in keyof T]: Words<T[Key]> }
        : never;

export type Catalogue = Words<Omit<typeof en, (typeof NON_TEXT_EXPORTS)[number]>>;


/** The sections a page's script carries (./client-en.ts): what components in the browser may read. */
export type ClientCatalogue = Pick<Catalogue, keyof typeof clientEnglish>;
