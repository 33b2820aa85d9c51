/**
 * The shape every language's catalogue has (docs/texts.md): English's (./en.ts), its words widened. A module of its
 * own that imports nothing but English's types, so that the Bangla catalogue can be typed by it without an import
 * cycle through ./catalogue.ts, which imports every catalogue.
 */
import type { clientEnglish } from './client-en';
import type * as accountWords from './client/en/account';
import type * as adminWords from './client/en/admin';
import type * as shopWords from './client/en/shop';
import type * as signingInWords from './client/en/signing-in';
import type * as en from './en';

/**
 * A text's shape whatever its words: a sentence is any string, a sentence built from values takes the same
 * parameters, a list of words is any list of strings, and a group has the same keys. Anything else is `never`, so a
 * setting added to ./en.ts fails `tsc` in every other catalogue: settings live beside the code they set.
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

export type Catalogue = Words<typeof en>;


/** The sections components in the browser may read (./client-en.ts), and the refusals the translator says. */
export type ClientCatalogue = Pick<Catalogue, keyof typeof clientEnglish>;

/**
 * The areas of pages whose components' words come in a script of their own (./client/en, components/i18n/AreaWords.tsx):
 * every page's (the header, the toasts and the shop's pages), the sign-in pages', the account pages', the admin's.
 */
export type AreaWords = {
  shop: Pick<Catalogue, keyof typeof shopWords>;
  'signing-in': Pick<Catalogue, keyof typeof signingInWords>;
  account: Pick<Catalogue, keyof typeof accountWords>;
  admin: Pick<Catalogue, keyof typeof adminWords>;
};
export type WordArea = keyof AreaWords;
