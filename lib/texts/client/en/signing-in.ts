// The words of the sign-in pages' components (app/[lang]/(auth)), over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { authPageTexts } from '../../en/signing-in';
