/**
 * The sections of the English catalogue that components in the browser read, every area's (./client/en/*.ts: every
 * page's, the sign-in pages', the account pages' by what they show, the admin's), and the field messages, refusals and sign-in errors
 * the server sends them: what the translator of the server's English messages reads
 * (components/i18n/bangla-translator.ts). The same
 * sections in every language (`ClientCatalogue`, lib/texts/catalogue-type.ts).
 */
import * as admin from './client/en/admin';
import * as adminOrders from './client/en/admin-orders';
import * as adminTools from './client/en/admin-tools';
import * as adminUpkeep from './client/en/admin-upkeep';
import * as buying from './client/en/buying';
import * as orders from './client/en/orders';
import * as profile from './client/en/profile';
import * as quotes from './client/en/quotes';
import * as shop from './client/en/shop';
import * as signingIn from './client/en/signing-in';
import * as statuses from './client/en/statuses';
import { fieldMessages } from './en/field-messages';
import { refusals } from './en/refusals';
import { signInErrors } from './en/sign-in-errors';

export const clientEnglish = { ...shop, ...signingIn, ...profile, ...buying, ...orders, ...quotes, ...statuses, ...admin, ...adminTools, ...adminOrders, ...adminUpkeep, fieldMessages, refusals, signInErrors };
