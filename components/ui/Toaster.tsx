'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/toasts';

/** The one toaster of the app: top-centre, closing after the spec's 5 seconds. */
export function Toaster() {
  return <Sonner position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
