// Every page's words for components in the browser: the header, the toasts and the shop's pages (docs/texts.md).
// Named from the modules that define them: through the catalogue's `export *` the bundler would keep every section.
export { layoutTexts, menuTexts } from '../../en/layout';
export {
  accountTexts,
  buyNowTexts,
  cartTexts,
  fieldLabels,
  quantityRule,
  toasts,
  toolPageTexts,
} from '../../en/messages';
export { bannerTexts, contactTexts, ratingTexts, uiTexts } from '../../en/shop';
