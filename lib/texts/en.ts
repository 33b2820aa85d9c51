/**
 * Every sentence the shop says to people, in one place: toasts, the messages under form fields, and the refusals
 * the data layer and the API answer with. Word-for-word texts of the original shop are marked as such in
 * docs/texts.md; change those only with the product owner.
 */
export * from './en/layout';
export * from './en/failure';
export * from './en/business';
export * from './en/shop';
export * from './en/messages';
export * from './en/field-messages';
export * from './en/refusals';
export * from './en/signing-in';
export * from './en/sign-in-errors';
export * from './en/buying';
export * from './en/customer';
export * from './en/profile';
export * from './en/quotes';
export * from './en/statuses';
export * from './en/admin';
export * from './en/admin-tools';
export * from './en/admin-orders';
export * from './en/admin-upkeep';
