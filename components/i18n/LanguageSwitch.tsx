'use client';

import { usePathname } from 'next/navigation';
import { useAccount } from '@/components/auth/use-account';
import { HREFLANG, LANGUAGE_NAMES, pathIn, splitLanguage, type Language } from '@/lib/i18n';
import { chooseLanguage } from './language-choice';
import { useLanguage, useTexts } from './LanguageProvider';

/**
 * The header's link to the same page in the other language: **বাংলা** on English pages, **English** on Bangla pages,
 * written in the language it leads to. Choosing it is remembered (language-choice.ts); the query string is kept.
 * A plain link, followed as a whole page load; without JavaScript the address alone says the language.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { layoutTexts } = useTexts();
  const account = useAccount();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const href = pathIn(other, splitLanguage(usePathname()).path);
  return (
    <li>
      <a
        href={href}
        lang={HREFLANG[other]}
        hrefLang={HREFLANG[other]}
        title={layoutTexts.switchLabel}
        data-testid="language-switch"
        onClick={(event) => {
          chooseLanguage(other, Boolean(account));
          // The link is followed as it is, a whole page load in the other language, with this page's query string.
          event.currentTarget.search = location.search;
        }}
      >
        {LANGUAGE_NAMES[other]}
      </a>
    </li>
  );
}
