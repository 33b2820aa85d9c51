import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '@/lib/domain/i18n';

/**
 * Remembers a visitor's choice of language in this browser (middleware.ts then opens English addresses in Bangla
 * for them), and for their account when they are signed in (mails follow it). The account's copy is sent with
 * `keepalive`, so it arrives even though the page is left at once; a visitor who is not signed in gets a 401 and
 * nothing changes.
 */
export function chooseLanguage(language: Language, signedIn: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  if (!signedIn) return;
  void fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** Whether this browser has chosen a language already (the offer is made only to those who have not). */
export function languageChosen(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
}
