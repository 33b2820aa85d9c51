'use client';

import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { continueWithGoogleAction } from '@/lib/actions/account';
import { returnPathIn } from '@/lib/auth/return-path';

/**
 * "OR" and Continue with Google, when this server has Google credentials; nothing otherwise (the server's start-up
 * log tells whoever runs it how to turn Google sign-in on: lib/infra/server-startup.ts). Back from Google, the visitor
 * lands on `from` in the page's language, so the form carries it that way.
 */
export function GoogleSignInButton({ enabled, from }: { enabled: boolean; from: string }) {
  const { authPageTexts } = useTexts();
  const language = useLanguage();
  if (!enabled) return null;
  return (
    <>
      <div className="divider">{authPageTexts.google.or}</div>
      <form action={continueWithGoogleAction}>
        <input type="hidden" name="from" value={returnPathIn(language, from)} />
        <button type="submit" className="btn btn-outline w-full">
          {authPageTexts.google.continue}
        </button>
      </form>
    </>
  );
}
