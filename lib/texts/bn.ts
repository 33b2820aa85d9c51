/**
 * The shop's words in Bangla, for the pages under /bn (docs/decisions/0101-the-shop-in-bangla.md): section for section
 * and key for key the English catalogue (./en.ts), each section typed as its English one (`Catalogue`), so a missing
 * or extra key fails `tsc`; the areas' sections are in ./bn/, as English's are in ./en/. Written as the shop
 * speaks to dealers, masons and contractors: politely, with "আপনি". Figures are written by lib/domain/numbers.ts and
 * lib/domain/money.ts in Bangla digits with lakh grouping (৳৬,৫০০, ১২,০০,০০০); fixed figures are written so here too. Names
 * a machine reads stay as they are: ids, `tran_id`, status values such as "shipped", headers, CRON_SECRET,
 * /api/openapi.json, YYYY-MM-DD.
 */
export * from './bn/layout';
export * from './bn/failure';
export * from './bn/business';
export * from './bn/shop';
export * from './bn/messages';
export * from './bn/field-messages';
export * from './bn/refusals';
export * from './bn/signing-in';
export * from './bn/sign-in-errors';
export * from './bn/buying';
export * from './bn/customer';
export * from './bn/profile';
export * from './bn/quotes';
export * from './bn/statuses';
export * from './bn/admin';
export * from './bn/admin-tools';
export * from './bn/admin-orders';
export * from './bn/admin-upkeep';
