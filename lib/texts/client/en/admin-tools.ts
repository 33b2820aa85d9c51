// The words of Add Tool, Edit Tool and Manage Tools' components, over every page's (./shop.ts).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { adminToolTexts, banglaLabels, optionalLabel, specificationLabels } from '../../en/admin-tools';
