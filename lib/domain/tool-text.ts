/**
 * The languages a tool's name and description are written in: English always, Bangla when an admin gave them
 * (`nameBn`, `descBn`; docs/shop.md, "The catalogue"). Plain code, for server and browser alike.
 */
type Language = 'en' | 'bn';

type ToolWords = { name: string; desc: string; nameBn?: string | null; descBn?: string | null };

/**
 * A tool's name and description to show on a page in `language`: the Bangla ones where set, otherwise the English
 * (`toolText(tool, 'bn').name` is nameBn || name). Each comes with the language it is really in, for the element's
 * `lang`, so that a screen reader reads an English fallback on a Bangla page as English.
 */
export function toolText(
  tool: ToolWords,
  language: Language,
): { name: string; nameLang: Language; desc: string; descLang: Language } {
  const nameBn = language === 'bn' ? tool.nameBn?.trim() : undefined;
  const descBn = language === 'bn' ? tool.descBn?.trim() : undefined;
  return {
    name: nameBn || tool.name,
    nameLang: nameBn ? 'bn' : 'en',
    desc: descBn || tool.desc,
    descLang: descBn ? 'bn' : 'en',
  };
}
