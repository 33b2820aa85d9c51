import type { Metadata } from 'next';
import { BUILD_SAMPLE } from '@/lib/http/kept-pages';
import { ToolPageView, toolMetadata } from './tool-page';

type Props = { params: Promise<{ id: string }> };

/**
 * No tool is rendered at build (the build has no database): each is rendered at its first request and kept, until an
 * order, an edit or a review expires it (docs/decisions/0084-tool-pages-kept.md). Cache Components want one sample to
 * check the route at build: an id that is no tool's, which renders the not-found page without asking the database
 * (docs/decisions/0087-cache-components.md).
 */
export function generateStaticParams(): { id: string }[] {
  return [{ id: BUILD_SAMPLE }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return toolMetadata((await params).id, 1);
}

export default async function ToolPage({ params }: Props) {
  return <ToolPageView id={(await params).id} reviewsPage={1} />;
}
