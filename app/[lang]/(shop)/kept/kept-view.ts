import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BUILD_SAMPLE, KEPT_RENDER } from '@/lib/http/kept-pages';

type Props = { params: Promise<{ render: string }> };

/** The plain address carries no query string of the page's own: each page renders its defaults. */
export const PLAIN = { searchParams: Promise.resolve({}) };

/**
 * A kept view's route (`kept/{view}/[render]`): the page at its plain address, as middleware.ts renders it here in
 * each language's folder (lib/http/kept-pages.ts). A folder a view, so that each view's script carries its own client
 * components only. Nothing is rendered at build (it has no database): each is rendered at its first request and kept
 * until a write expires the tags of its reads (docs/decisions/0085-catalogue-pages-kept.md). The build renders only
 * a sample that is no render, the not-found page (docs/decisions/0087-cache-components.md); any other `[render]`
 * than KEPT_RENDER is the not-found page too.
 */
export function keptView(page: () => Promise<React.ReactNode>, metadata: () => Promise<Metadata>) {
  const rendered = async ({ params }: Props) => {
    if ((await params).render !== KEPT_RENDER) notFound();
  };
  return {
    generateStaticParams: (): { render: string }[] => [{ render: BUILD_SAMPLE }],
    generateMetadata: async (props: Props): Promise<Metadata> => {
      await rendered(props);
      return metadata();
    },
    Page: async (props: Props) => {
      await rendered(props);
      return page();
    },
  };
}
