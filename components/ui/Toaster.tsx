'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadOnce, onFirstMove } from '@/lib/first-move';
import { TOAST_DURATION_MS } from '@/lib/texts';

/**
 * The app's toasts: sonner's, top-centre, closing after five seconds. Sonner is loaded when the visitor first
 * focuses, taps, clicks or types on the page (every toast answers something they did), or at the first toast,
 * whichever is sooner, so that no page carries it in its first load (docs/decisions/0080-light-form-pages.md).
 * Its live region is then in place before the first toast is put in it, so screen readers announce the toast.
 */

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error';

// A failed fetch (the network dropped) is tried again at the next toast.
const loadSonner: () => Promise<Sonner> = loadOnce(() => import('sonner'));

/** Resolved once the toaster is on the page and listening; toasts wait for it. */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Set by the mounted Toaster: puts sonner on the page now. */
let mountNow: () => void = () => {};

function show(kind: Kind, message: string) {
  mountNow();
  void Promise.all([loadSonner(), mounted])
    .then(([sonner]) => sonner.toast[kind](message))
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

  return Sonner ? <Sonner position="top-center" duration={TOAST_DURATION_MS} richColors closeButton /> : null;
}
