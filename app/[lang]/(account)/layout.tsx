import { PerRequestPages } from '@/components/layout/PerRequestPages';

// The nonce pages render whole per request (components/layout/PerRequestPages.tsx).
export const instant = false;

export default function AccountPages({ children }: { children: React.ReactNode }) {
  return <PerRequestPages>{children}</PerRequestPages>;
}
