import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BUILD_SAMPLE, type KeptView } from '@/lib/http/kept-pages';

type Props = { params: Promise<{ view: string }> };

/** The plain address carries no query string of the page's own: each page renders its defaults. */
const plain = { searchParams: Promise.resolve({}) };

type View = { Page: () => Promise<React.ReactNode>; metadata: () => Promise<Metadata> };

/**
 * Each view's page module, imported when the view is asked for: imported here at the top, every view's client
 * components went into one bundle, and the catalogue's visitors loaded the home page's carousel and contact form
 * (docs/decisions/0101-the-shop-in-bangla.md, the JavaScript budget).
 */
const VIEWS: Record<KeptView, () => Promise<View>> = {
  home: async () => {
    const { HomePage, homeMetadata } = await import('@/app/[lang]/(shop)/home-page');
    return { Page: HomePage, metadata: homeMetadata };
  },
  tools: async () => {
    const { default: ToolsPage, generateMetadata } = await import('@/app/[lang]/(shop)/tools/page');
    return { Page: () => ToolsPage(plain), metadata: () => generateMetadata(plain) };
  },
  review: async () => {
    const { default: ReviewPage, generateMetadata } = await import('@/app/[lang]/(shop)/review/page');
    return { Page: () => ReviewPage(plain), metadata: () => generateMetadata(plain) };
  },
};

function viewOf(name: string): Promise<View> {
  return Object.hasOwn(VIEWS, name) ? VIEWS[name as KeptView]() : notFound();
}

/**
 * The home page, the catalogue and the reviews at their plain address, as middleware.ts renders them here, in each
 * language's folder (lib/http/kept-pages.ts); each reads its language from the address like any page. Nothing is rendered at build (it has no database): each is rendered at its first request and
 * kept until a write expires the tags of its reads (docs/decisions/0085-catalogue-pages-kept.md). The build renders
 * only a sample that is no view, the not-found page (docs/decisions/0087-cache-components.md).
 */
export function generateStaticParams(): { view: string }[] {
  return [{ view: BUILD_SAMPLE }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await viewOf((await params).view)).metadata();
}

export default async function KeptPage({ params }: Props) {
  return (await viewOf((await params).view)).Page();
}
