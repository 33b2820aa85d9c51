import type { Metadata } from 'next';
import { ToolPageView, toolMetadata } from './tool-page';

type Props = { params: Promise<{ id: string }> };

/**
 * No tool is rendered at build (the build has no database): each is rendered at its first request and kept, until an
 * order, an edit or a review expires it (docs/decisions/0084-tool-pages-kept.md).
 */
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return toolMetadata((await params).id, 1);
}

export default async function ToolPage({ params }: Props) {
  return <ToolPageView id={(await params).id} reviewsPage={1} />;
}
