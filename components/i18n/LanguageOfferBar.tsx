'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useAccount } from '@/components/auth/use-account';
import { pathIn, splitLanguage } from '@/lib/domain/i18n';
import { chooseLanguage } from './language-choice';
import { useTexts } from './LanguageProvider';

/**
 * The offer to read the shop in Bangla (./LanguageOffer.tsx decides when it is made). Never a redirect: the visitor
 * decides, and either answer is remembered (docs/decisions/0101-the-shop-in-bangla.md). It floats over the page's foot,
 * so it moves nothing on the page when it appears.
 */
export function LanguageOfferBar({ onAnswered }: { onAnswered: () => void }) {
  const { layoutTexts } = useTexts();
  const account = useAccount();
  const pathname = usePathname();
  const router = useRouter();

  const answer = (chosen: 'en' | 'bn') => {
    chooseLanguage(chosen, Boolean(account));
    onAnswered();
    if (chosen === 'bn') router.push(`${pathIn('bn', splitLanguage(pathname).path)}${location.search}`);
  };
  return (
    <section
      aria-label="বাংলা"
      lang="bn"
      data-testid="language-offer"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-box bg-base-200 p-4 shadow-lg print:hidden"
    >
      <p className="flex-1">{layoutTexts.offer}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => answer('bn')}>
        {layoutTexts.offerAccept}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" lang="en" onClick={() => answer('en')}>
        {layoutTexts.offerDecline}
      </button>
    </section>
  );
}
