import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage, homeMetadata } from '@/app/[lang]/(shop)/home-page';
import ReviewPage, { generateMetadata as reviewMetadata } from '@/app/[lang]/(shop)/review/page';
import ToolsPage, { generateMetadata as toolsMetadata } from '@/app/[lang]/(shop)/tools/page';
import { BUILD_SAMPLE, type KeptView } from '@/lib/http/kept-pages';

type Props = { params: Promise<{ view: string }> };

/** The plain address carries no query string of the page's own: each page renders its defaults. */
const plain = { searchParams: Promise.resolve({}) };

const VIEWS: Record<KeptView, { Page: () => Promise<React.ReactNode>; metadata: () => Promise<Metadata> }> = {
  home: { Page: HomePage, metadata: homeMetadata },
  tools: { Page: () => ToolsPage(plain), metadata: () => toolsMetadata(plain) },
  review: { Page: () => ReviewPage(plain), metadata: () => reviewMetadata(plain) },
};

function viewOf(name: string) {
  return Object.hasOwn(VIEWS, name) ? VIEWS[name as KeptView] : notFound();
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
  return viewOf((await params).view).metadata();
}

export default async function KeptPage({ params }: Props) {
  return viewOf((await params).view).Page();
}
