/**
 * The sections of the English catalogue that components in the browser read, every area's (./client/en/*.ts: every
 * page's, the sign-in pages', the account pages', the admin's), and the field messages, refusals and sign-in errors
 * the server sends them: what the translator of the server's English messages reads
 * (components/i18n/bangla-translator.ts). The same
 * sections in every language (`ClientCatalogue`, lib/texts/catalogue-type.ts).
 */
import * as account from './client/en/account';
import * as admin from './client/en/admin';
import * as shop from './client/en/shop';
import * as signingIn from './client/en/signing-in';
import { fieldMessages } from './en/field-messages';
import { refusals } from './en/refusals';
import { signInErrors } from './en/sign-in-errors';

export const clientEnglish = { ...shop, ...signingIn, ...account, ...admin, fieldMessages, refusals, signInErrors };
