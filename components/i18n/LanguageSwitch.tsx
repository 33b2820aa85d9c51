'use client';

import { usePathname } from 'next/navigation';
import { useAccount } from '@/components/auth/use-account';
import { choosingLanguage, HREFLANG, LANGUAGE_NAMES, pathIn, splitLanguage, type Language } from '@/lib/domain/i18n';
import { chooseLanguage } from './language-choice';
import { useLanguage, useTexts } from './LanguageProvider';

/**
 * The header's link to the same page in the other language: **বাংলা** on English pages, **English** on Bangla pages,
 * written in the language it leads to. A plain link, followed as a whole page load: its `?language=` makes
 * middleware.ts remember the choice, with or without the page's script; the script keeps the query string and tells
 * the account too (language-choice.ts).
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { layoutTexts } = useTexts();
  const account = useAccount();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const address = pathIn(other, splitLanguage(usePathname()).path);
  const choosing = (search: string) => choosingLanguage(`${address}${search}`, other);
  return (
    <li>
      <a
        href={choosing('')}
        lang={HREFLANG[other]}
        hrefLang={HREFLANG[other]}
        title={layoutTexts.switchLabel}
        data-testid="language-switch"
        onClick={(event) => {
          chooseLanguage(other, Boolean(account));
          // Followed as a whole page load, with this page's query string too.
          event.currentTarget.href = choosing(location.search);
        }}
      >
        {LANGUAGE_NAMES[other]}
      </a>
    </li>
  );
}
