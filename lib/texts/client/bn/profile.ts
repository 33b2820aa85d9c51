// The words of the profile pages' components (/dashboard, /dashboard/profile), over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { profileTexts } from '../../bn/profile';
