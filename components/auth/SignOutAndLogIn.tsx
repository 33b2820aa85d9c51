'use client';

import { useEffect, useRef } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { returnPathIn } from '@/lib/auth/return-path';

/**
 * The admin guard's exit: a same-origin form post that signs the visitor out and sends them to /login. It submits
 * itself as soon as the page runs; without JavaScript the button does it. `from` goes in the page's language, so that
 * the login page and the page after it are in that language too (lib/auth/return-path.ts loginPathFrom).
 */
export function SignOutAndLogIn({ from }: { from: string }) {
  const { authPageTexts } = useTexts();
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <form ref={form} method="post" action="/api/auth/not-allowed" className="mt-4">
      <input type="hidden" name="from" value={returnPathIn(language, from)} />
      <button type="submit" className="btn btn-primary w-full">
        {authPageTexts.notAllowed.signOut}
      </button>
    </form>
  );
}
