// The words of the account pages' components (app/[lang]/(account)): the dashboards, checkout and payment, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export {
  adminOrderTexts,
  adminOutboxTexts,
  adminReviewTexts,
  adminStatusTexts,
  adminToolTexts,
  adminUserTexts,
  banglaLabels,
  optionalLabel,
  specificationLabels,
} from '../../bn/admin';
export { checkoutTexts, deliveryTexts, districtNames, payTexts, paymentTexts, purchaseTexts } from '../../bn/buying';
export { myOrderTexts, profileTexts, quoteTexts, reviewFormTexts, statusLabels } from '../../bn/customer';
export { businessTexts } from '../../bn/failure';
export { reviewTexts } from '../../bn/customer';
