import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { LanguageOffer } from '@/components/i18n/LanguageOffer';
import { PageWords } from '@/components/i18n/PageWords';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { RefreshWhenRestored } from '@/components/layout/RefreshWhenRestored';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { JsonLd } from '@/components/ui/JsonLd';
import { Toaster } from '@/components/ui/Toaster';
import { LANGUAGES, OPEN_GRAPH_LOCALE } from '@/lib/domain/i18n';
import { organizationJsonLd } from '@/lib/http/seo';
import { BENGALI_FONT_SCRIPT } from '@/lib/http/bengali-font';
import { siteUrl } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import '../globals.css';

// Self-hosted: the variable Latin Manrope from @fontsource-variable is bundled at build time (no font CDN). Preloaded:
// a first layout in a stand-in font costs more than the font's 26 KB (docs/decisions/0088-only-the-styles-the-shop-uses.md).
const manrope = localFont({
  src: '../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/** Both languages' pages are built: the root layout's folder is the language (lib/domain/i18n.ts). */
export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

// The address (siteUrl()) is read where the page is rendered: a prerendered page carries the address its build knew,
// a page rendered per request the running server's (docs/decisions/0082-prerendered-pages-carry-the-build-address.md).
export async function generateMetadata(): Promise<Metadata> {
  const language = await pageLanguage();
  const { businessTexts } = await pageTexts();
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: businessTexts.name, template: `%s | ${businessTexts.name}` },
    description: businessTexts.description,
    applicationName: businessTexts.name,
    openGraph: { siteName: businessTexts.name, locale: OPEN_GRAPH_LOCALE[language], type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: '#b5452a' };

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const language = await pageLanguage();
  const { layoutTexts } = await pageTexts();
  return (
    // The Bengali font's script marks <html> before it is drawn (suppressHydrationWarning: the mark is not React's).
    <html lang={language} data-theme="terracotta" className={manrope.variable} suppressHydrationWarning>
      {language === 'bn' ? (
        <head>
          {/* Before anything is drawn: in the font from the second page on, never changing font (lib/http/bengali-font.ts). */}
          <script dangerouslySetInnerHTML={{ __html: BENGALI_FONT_SCRIPT }} />
        </head>
      ) : null}
      <body className="flex min-h-screen flex-col bg-base-100 font-sans text-base-content antialiased">
        <PageWords language={language}>
          <a href="#main-content" className="btn btn-sm btn-primary sr-only absolute left-2 top-2 z-50 focus:not-sr-only">
            {layoutTexts.skipToContent}
          </a>
          <SiteHeader />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          <RefreshWhenRestored />
          <LanguageOffer />
        </PageWords>
        {/* In a prerendered page: the address the build knew (decision 0082). */}
        <JsonLd data={organizationJsonLd(language)} />
      </body>
    </html>
  );
}
