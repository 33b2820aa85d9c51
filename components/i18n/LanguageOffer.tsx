'use client';

import { useEffect, useState } from 'react';
import { languageChosen } from './language-choice';
import { useLanguage } from './LanguageProvider';

type OfferBar = typeof import('./LanguageOfferBar').LanguageOfferBar;

/**
 * On an English page, to a browser that prefers Bangla and has not chosen yet: an offer to read the shop in Bangla
 * (./LanguageOfferBar.tsx). The offer is never in the HTML (the first render must match the server's), so its bar is
 * fetched only for the few browsers it is made to, after the page has loaded: no other page carries its script.
 */
export function LanguageOffer() {
  const language = useLanguage();
  const [Bar, setBar] = useState<OfferBar | null>(null);

  useEffect(() => {
    // The browser's first language, as it sends it in Accept-Language.
    const prefersBangla = /^bn\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '');
    if (language !== 'en' || !prefersBangla || languageChosen()) return;
    let wanted = true;
    import('./LanguageOfferBar').then(
      (module) => wanted && setBar(() => module.LanguageOfferBar),
      () => {},
    );
    return () => {
      wanted = false;
      setBar(null);
    };
  }, [language]);

  return Bar ? <Bar onAnswered={() => setBar(null)} /> : null;
}
