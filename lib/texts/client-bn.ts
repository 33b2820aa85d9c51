/**
 * The sections of the Bangla catalogue that components in the browser read, every area's (./client/bn/*.ts: every
 * page's, the sign-in pages', the account pages', the admin's), and the refusals and sign-in errors the server sends
 * them: what the translator of the server's English messages reads (components/i18n/bangla-translator.ts). The same
 * sections in every language (`ClientCatalogue`, lib/texts/catalogue-type.ts).
 */
import * as account from './client/bn/account';
import * as admin from './client/bn/admin';
import * as shop from './client/bn/shop';
import * as signingIn from './client/bn/signing-in';
import { fieldMessages } from './bn/field-messages';
import { refusals } from './bn/refusals';
import { signInErrors } from './bn/sign-in-errors';

export const clientBangla = { ...shop, ...signingIn, ...account, ...admin, fieldMessages, refusals, signInErrors };
