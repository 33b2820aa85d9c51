import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { writtenPageNumber } from '@/lib/domain/pagination';
import { toolReviewsPath } from '@/components/shop/ToolReviews';
import { pagePath } from '@/lib/texts/page-texts';
import { ToolPageView, toolMetadata } from '../../tool-page';

type Props = { params: Promise<{ id: string; page: string }> };

// The further pages of a tool's reviews are few visitors' pages: rendered per request, so that no page number,
// however made up, leaves anything kept behind (docs/decisions/0084-tool-pages-kept.md).
export const instant = false;

/**
 * Only a page number as the shop writes it (2, 3, ...): anything else is not a page. middleware.ts has answered those
 * already with their status (lib/auth/page-access.ts); this guards what it let through.
 */
async function reviewsPage(params: Props['params']): Promise<{ id: string; page: number }> {
  const { id, page } = await params;
  const number = writtenPageNumber(page);
  if (number === undefined) notFound();
  if (number === 1) permanentRedirect(await pagePath(toolReviewsPath(id, 1)));
  return { id, page: number };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, page } = await reviewsPage(params);
  return toolMetadata(id, page);
}

export default async function ToolReviewsPage({ params }: Props) {
  const { id, page } = await reviewsPage(params);
  return <ToolPageView id={id} reviewsPage={page} />;
}
