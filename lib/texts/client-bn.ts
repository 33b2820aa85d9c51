/**
 * The sections of the Bangla catalogue that components in the browser read, every area's (./client/bn/*.ts: every
 * page's, the sign-in pages', the account pages' by what they show, the admin's), and the refusals and sign-in errors the server sends
 * them: what the translator of the server's English messages reads (components/i18n/bangla-translator.ts). The same
 * sections in every language (`ClientCatalogue`, lib/texts/catalogue-type.ts).
 */
import * as admin from './client/bn/admin';
import * as adminOrders from './client/bn/admin-orders';
import * as adminTools from './client/bn/admin-tools';
import * as adminUpkeep from './client/bn/admin-upkeep';
import * as buying from './client/bn/buying';
import * as orders from './client/bn/orders';
import * as profile from './client/bn/profile';
import * as quotes from './client/bn/quotes';
import * as shop from './client/bn/shop';
import * as signingIn from './client/bn/signing-in';
import * as statuses from './client/bn/statuses';
import { fieldMessages } from './bn/field-messages';
import { refusals } from './bn/refusals';
import { signInErrors } from './bn/sign-in-errors';

export const clientBangla = { ...shop, ...signingIn, ...profile, ...buying, ...orders, ...quotes, ...statuses, ...admin, ...adminTools, ...adminOrders, ...adminUpkeep, fieldMessages, refusals, signInErrors };
