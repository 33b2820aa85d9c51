// The words of the buying pages' components (/purchase/{id}, /checkout), over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { checkoutTexts, districtNames, purchaseTexts, quoteRequestTexts } from '../../en/buying';
