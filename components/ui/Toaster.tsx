'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { loadOnce, onFirstMove } from '@/lib/infra/first-move';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/i18n';
import { learnToSay, translated } from '@/components/i18n/translated';

/**
 * The app's toasts: sonner's, top-centre, closing after five seconds. Sonner is loaded when the visitor first
 * focuses, taps, clicks or types on the page (every toast answers something they did), or at the first toast,
 * whichever is sooner, so that no page carries it in its first load (docs/decisions/0080-light-form-pages.md).
 * Its live region is then in place before the first toast is put in it, so screen readers announce the toast.
 * A toast is said in the page's language: a refusal the server answered in English is put in it here.
 */

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error';

// A failed fetch (the network dropped) is tried again at the next toast.
const loadSonner: () => Promise<Sonner> = loadOnce(() => import('sonner'));

/** How long a toast stays: five seconds (docs/texts.md). */
const TOAST_DURATION_MS = 5_000;

/** Resolved once the toaster is on the page and listening; toasts wait for it. */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Set by the mounted Toaster: puts sonner on the page now. */
let mountNow: () => void = () => {};
/** The page's language, set by the mounted Toaster (the one toaster of the document, in the root layout). */
let toastLanguage: Language = DEFAULT_LANGUAGE;

function show(kind: Kind, message: string) {
  mountNow();
  // A refusal is put in the page's language by its translator, which is fetched now if the visitor's first move has not.
  void Promise.all([loadSonner(), mounted, learnToSay(toastLanguage)?.catch(() => {})])
    .then(([sonner]) => sonner.toast[kind](translated(message, toastLanguage)))
    .catch(() => {});
}

/** A success or error toast (sonner's `toast.success` and `toast.error`). */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** The one toaster of the app, in the root layout. */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  const language = useLanguage();
  const { uiTexts } = useTexts();

  useEffect(() => {
    toastLanguage = language;
  }, [language]);

  useEffect(() => {
    let done = false;
    const mount = () => {
      if (done) return;
      done = true;
      stopWaiting();
      loadSonner()
        .then((sonner) => setSonner(() => sonner.Toaster))
        .catch(() => {
          done = false;
        });
    };
    mountNow = mount;
    const stopWaiting = onFirstMove(mount);
    return stopWaiting;
  }, []);

  // Runs after sonner's own effects (a parent's effects follow its children's): sonner is subscribed by now.
  useEffect(() => {
    if (Sonner) markMounted();
  }, [Sonner]);

  return Sonner ? (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={uiTexts.notifications}
      toastOptions={{ closeButtonAriaLabel: uiTexts.closeToast }}
    />
  ) : null;
}
