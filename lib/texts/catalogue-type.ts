/**
 * The shape every language's catalogue has (docs/texts.md): English's (./en.ts), its words widened. A module of its
 * own that imports nothing but English's types, so that the Bangla catalogue can be typed by it without an import
 * cycle through ./catalogue.ts, which imports every catalogue.
 */
import type { clientEnglish } from './client-en';
import type * as adminWords from './client/en/admin';
import type * as adminOrdersWords from './client/en/admin-orders';
import type * as adminToolsWords from './client/en/admin-tools';
import type * as adminUpkeepWords from './client/en/admin-upkeep';
import type * as buyingWords from './client/en/buying';
import type * as ordersWords from './client/en/orders';
import type * as profileWords from './client/en/profile';
import type * as quotesWords from './client/en/quotes';
import type * as shopWords from './client/en/shop';
import type * as signingInWords from './client/en/signing-in';
import type * as statusesWords from './client/en/statuses';
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
 * The areas of pages whose components' words come in a script of their own (./client/en, components/i18n/words):
 * every page's (the header, the toasts and the shop's pages), the sign-in pages', and on the account pages the words
 * of what each page shows: the profile, buying, a customer's orders, quotes, the status badges, and the admin's
 * (`admin` on every admin page; tools, orders and payments, and the shop's upkeep by page).
 */
export type AreaWords = {
  shop: Pick<Catalogue, keyof typeof shopWords>;
  'signing-in': Pick<Catalogue, keyof typeof signingInWords>;
  profile: Pick<Catalogue, keyof typeof profileWords>;
  buying: Pick<Catalogue, keyof typeof buyingWords>;
  orders: Pick<Catalogue, keyof typeof ordersWords>;
  quotes: Pick<Catalogue, keyof typeof quotesWords>;
  statuses: Pick<Catalogue, keyof typeof statusesWords>;
  admin: Pick<Catalogue, keyof typeof adminWords>;
  'admin-tools': Pick<Catalogue, keyof typeof adminToolsWords>;
  'admin-orders': Pick<Catalogue, keyof typeof adminOrdersWords>;
  'admin-upkeep': Pick<Catalogue, keyof typeof adminUpkeepWords>;
};
export type WordArea = keyof AreaWords;
