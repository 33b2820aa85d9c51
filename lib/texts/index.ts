/**
 * The shop's words: one catalogue per language (docs/texts.md). `@/lib/texts` is the English catalogue, the language
 * of the API and of the data layer's refusals; pages read their language's catalogue through `textsFor`
 * (server: lib/texts/page-texts.ts, browser: components/i18n/LanguageProvider.tsx).
 */
export * from './en';
