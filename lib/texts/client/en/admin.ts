// The words the components of most admin pages read: the admin's toasts, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { adminToasts } from '../../en/admin';
