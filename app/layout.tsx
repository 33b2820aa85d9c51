import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { Toaster } from '@/components/ui/Toaster';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Mrittika Ceramic Tools', template: '%s | Mrittika Ceramic Tools' },
  description: 'Professional tile-laying tools from a Bangladeshi ceramic manufacturer, sold by the case in BDT.',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" data-theme="terracotta">
      <body className="flex min-h-screen flex-col bg-base-100 text-base-content antialiased">
        <header className="navbar bg-base-200 px-4 shadow-sm">
          <Link href="/" className="text-xl font-bold text-primary">
            Mrittika Ceramic Tools
          </Link>
          <nav aria-label="Account" className="ml-auto">
            <ul className="menu menu-horizontal">
              <AccountMenu />
            </ul>
          </nav>
        </header>
        <main className="flex-1">{children}</main>
        <footer className="footer footer-center bg-neutral p-6 text-neutral-content">
          <p>Mrittika Ceramic Tools, Tejgaon Industrial Area, Dhaka 1208, Bangladesh</p>
        </footer>
        <Toaster />
      </body>
    </html>
  );
}
