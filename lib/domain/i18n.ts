/**
 * The shop's two languages and where each lives (docs/decisions/0101-the-shop-in-bangla.md): English at the spec's
 * addresses (`/tools`), Bangla under `/bn` (`/bn/tools`). Pages render under the `[lang]` folder; middleware.ts
 * rewrites an English address to `/en/...` inside the server, and refuses `/en/...` asked for by name.
 * Edge-safe: middleware.ts uses it.
 */
import type { Language } from './numbers';

export type { Language };

export const LANGUAGES = ['en', 'bn'] as const satisfies readonly Language[];

/** The language of the spec's own addresses, and of the API, the data layer's refusals and the logs. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice of language (set by the language switch and the offer). */
export const LANGUAGE_COOKIE = 'shop-language';

/**
 * The query parameter of the language switch's link (`/tools?language=en`): middleware.ts remembers the choice in the
 * cookie and sends the browser on to the address without it, so the choice holds even when the link is followed
 * before the page's script runs, or without one.
 */
export const LANGUAGE_PARAMETER = 'language';

/** `path` (with or without a query string) asking middleware.ts to remember `language` on the way. */
export function choosingLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set(LANGUAGE_PARAMETER, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A year: a choice of language is kept as long as a visitor keeps coming back. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The language a stored account reads: English when it has none (accounts stored before accounts had one). */
export function languageOf(account: { language?: unknown } | null | undefined): Language {
  return isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
}

/** `hreflang` and Open Graph's locale of each language. */
export const HREFLANG: Record<Language, string> = { en: 'en', bn: 'bn-BD' };
export const OPEN_GRAPH_LOCALE: Record<Language, string> = { en: 'en_BD', bn: 'bn_BD' };

/** The name of each language in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** A page's address in `language`: `/tools` is `/bn/tools` in Bangla, and `/` is `/bn`. `path` starts with "/". */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  if (path === '/') return `/${language}`;
  return /^\/[?#]/.test(path) ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}

/**
 * A page's address split into its language and the address as English has it: `/bn/tools` is Bangla `/tools`,
 * `/tools` English `/tools`. `/en/...` is no page's address (`prefixed` tells middleware.ts to refuse it).
 */
export function splitLanguage(pathname: string): { language: Language; path: string; prefixed: boolean } {
  const [, first, rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  if (isLanguage(first)) return { language: first, path: rest || '/', prefixed: true };
  return { language: DEFAULT_LANGUAGE, path: pathname, prefixed: false };
}
