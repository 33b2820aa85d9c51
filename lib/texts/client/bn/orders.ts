// The words of the components of a customer's orders and reviews (My Order, an order's payment and receipt, Add
// Review; the admin's orders and reviews), over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { myOrderTexts, payButtonTexts, reviewFormTexts } from '../../bn/customer';
