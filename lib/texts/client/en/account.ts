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
} from '../../en/admin';
export { checkoutTexts, deliveryTexts, districtNames, payTexts, paymentTexts, purchaseTexts } from '../../en/buying';
export { myOrderTexts, profileTexts, quoteTexts, reviewFormTexts, statusLabels } from '../../en/customer';
export { businessTexts } from '../../en/failure';
export { reviewTexts } from '../../en/customer';
