'use client';

import { useSyncExternalStore } from 'react';
import type { SignedInAccount } from '@/lib/data/account-types';

/**
 * The account this browser is signed in as, for the parts of prerendered pages that depend on it (the account menu,
 * Buy Now and Add to cart for admins): asked of GET /api/account as soon as a page's script runs and again after every
 * navigation (signing in or registering moves to another page), and told here when it changes on this page (a profile
 * saved, a sign-out). `undefined` until this document has the server's answer, and those parts show a placeholder
 * meanwhile; `null` when nobody is signed in (docs/decisions/0100-account-from-the-first-frame.md).
 *
 * Nothing is remembered beyond the document: a remembered answer is what showed a signed-out person's name on the
 * next page load, so every sign-out, wherever it happens, leaves nothing behind in the tab.
 */
type Known = SignedInAccount | null | undefined;

let known: Known;
/** Only the newest question's answer counts: an older one may arrive last. */
let asking = 0;
const listeners = new Set<() => void>();

function tell(next: Known) {
  known = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the server again. A failed request keeps what was known; when nothing was, the page shows Login rather than a
 * placeholder for good, so that the way in is never lost (the server still decides who may do what).
 */
export async function refreshAccount(): Promise<void> {
  const question = ++asking;
  let account: Known;
  try {
    const answer = await fetch('/api/account', { cache: 'no-store', credentials: 'same-origin' });
    if (answer.ok) account = (await answer.json()) as SignedInAccount | null;
  } catch {
    // Offline or the server is restarting: the next navigation or page load asks again.
  }
  if (question !== asking) return;
  if (account !== undefined) tell(account);
  else if (known === undefined) tell(null);
}

/** The page load's question, asked as the script runs rather than once the page is hydrated: sooner on a slow phone. */
let pageLoadQuestion = typeof window === 'undefined' ? undefined : refreshAccount();

/** The account menu's question for the page shown: a page load's was asked already, a navigation's is asked now. */
export function askForThisPage(): void {
  if (pageLoadQuestion) pageLoadQuestion = undefined;
  else void refreshAccount();
}

/**
 * Signing out: the page the server answers with knows nobody until it asks. This page keeps its menu until then, so
 * that Login never shows while the session still works; an answer still on its way no longer counts.
 */
export function forgetAccount(): void {
  asking++;
}

/**
 * Registering (or anything else that signs someone in without a new page load): who is there is about to change, so
 * the header shows the placeholder, not Login, until the next page's answer. A refused attempt asks again.
 */
export function accountChanging(): void {
  asking++;
  tell(undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAccount(): Known {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
}
