// The words of the status badges of orders, payments and quotes, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { statusLabels } from '../../bn/statuses';
