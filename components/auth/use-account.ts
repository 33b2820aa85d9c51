'use client';

import { useSyncExternalStore } from 'react';
import type { SignedInAccount } from '@/lib/account';

/**
 * The account this browser is signed in as, for the parts of prerendered pages that depend on it (the account menu,
 * Buy Now for admins): the account menu asks GET /api/account when a page loads and after every navigation (signing in
 * or registering moves to another page), and it is told here when it changes on this page (a profile saved, a
 * sign-out). `undefined` until the answer comes; `null` when nobody is signed in
 * (docs/decisions/0083-account-menu-in-the-browser.md).
 *
 * The last answer is remembered for the tab (sessionStorage), so that a full page load shows the account as soon as
 * the page is interactive rather than Login until the server answers; the server's answer still decides.
 */
type Known = SignedInAccount | null | undefined;

const REMEMBERED = 'mrittika:account';

let known: Known = remembered();
/** Only the newest question's answer counts: an older one may arrive last. */
let asking = 0;
const listeners = new Set<() => void>();

function tell(next: Known) {
  known = next;
  remember(next);
  for (const listener of listeners) listener();
}

/** What this tab last heard; nothing on the server, or where storage is refused (some private modes). */
function remembered(): Known {
  if (typeof window === 'undefined') return undefined;
  try {
    const text = window.sessionStorage.getItem(REMEMBERED);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    if (value === null) return null;
    const account = value as Partial<SignedInAccount> | undefined;
    return typeof account?.name === 'string' && typeof account.admin === 'boolean' ? { name: account.name, admin: account.admin } : undefined;
  } catch {
    return undefined;
  }
}

function remember(next: Known) {
  try {
    if (next === undefined) window.sessionStorage.removeItem(REMEMBERED);
    else window.sessionStorage.setItem(REMEMBERED, JSON.stringify(next));
  } catch {
    // Storage refused or full: the next page load waits for the server's answer, as without it.
  }
}

/** Asks the server again; a failed request keeps what was known (the page still works signed out). */
export async function refreshAccount(): Promise<void> {
  const question = ++asking;
  try {
    const answer = await fetch('/api/account', { cache: 'no-store', credentials: 'same-origin' });
    const account = answer.ok ? ((await answer.json()) as SignedInAccount | null) : undefined;
    if (account !== undefined && question === asking) tell(account);
  } catch {
    // Offline or the server is restarting: the next page load asks again.
  }
}

/**
 * Signing out: the page the server answers with shows Login from the start. This page keeps its menu until then, so
 * that Login never shows while the session still works.
 */
export function forgetAccount(): void {
  asking++;
  remember(null);
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
