// The words of the quotes' components (My Quotes, a quote's page, the admin's quote requests), over every page's
// (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { quoteTexts } from '../../en/quotes';
export { businessTexts } from '../../en/business';
