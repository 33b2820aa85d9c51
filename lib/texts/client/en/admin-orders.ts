// The words of Placed Orders' and Payments' components, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { adminOrderTexts, adminStatusTexts, paymentTexts } from '../../en/admin-orders';
