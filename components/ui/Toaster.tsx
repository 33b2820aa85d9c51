'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/texts';

/** The one toaster of the app: top-centre, closing after five seconds. */
export function Toaster() {
  return <Sonner position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
