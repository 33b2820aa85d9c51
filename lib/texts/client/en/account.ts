// The words of the account pages' components (app/[lang]/(account)): the dashboards, checkout and payment, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { checkoutTexts, districtNames, payTexts, purchaseTexts } from '../../en/buying';
export { myOrderTexts, profileTexts, quoteTexts, reviewFormTexts, reviewTexts, statusLabels } from '../../en/customer';
export { businessTexts } from '../../en/business';
