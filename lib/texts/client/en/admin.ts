// The words of the admin's pages' components (app/[lang]/(account)/dashboard/(admin)), over the account pages' (./account.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export {
  adminOrderTexts,
  adminOutboxTexts,
  adminReviewTexts,
  adminToasts,
  adminStatusTexts,
  adminToolTexts,
  adminUserTexts,
  banglaLabels,
  deliveryTexts,
  optionalLabel,
  paymentTexts,
  specificationLabels,
} from '../../en/admin';
