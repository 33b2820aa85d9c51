// The words of the components of All Users, Reviews, Mail Outbox and Delivery, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { adminOutboxTexts, adminReviewTexts, adminUserTexts, deliveryTexts } from '../../en/admin-upkeep';
