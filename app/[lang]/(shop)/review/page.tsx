import type { Metadata } from 'next';
import Link from '@/components/i18n/Link';
import { PageHeader } from '@/components/layout/PageHeader';
import { AverageRating } from '@/components/shop/AverageRating';
import { ReviewGrid } from '@/components/shop/ReviewGrid';
import { JsonLd } from '@/components/ui/JsonLd';
import { Pagination } from '@/components/ui/Pagination';
import { listReviewsPage, shopRating } from '@/lib/data/reviews';
import { pathIn } from '@/lib/domain/i18n';
import { pageNumber } from '@/lib/domain/pagination';
import { pageMetadata, shopReviewsJsonLd } from '@/lib/http/seo';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

// A further page follows the query string: rendered per request. The plain address `/review` is rendered at its kept
// render (app/[lang]/(shop)/kept/review, docs/decisions/0085-catalogue-pages-kept.md).
export const instant = false;

/** How many reviews a page shows: four rows of three on a wide screen. */
const PAGE_SIZE = 12;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The address of a page of reviews, in English (links and `pathIn` put it in the page's language). */
const href = (page: number) => (page > 1 ? `/review?page=${page}` : '/review');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageNumber((await searchParams).page);
  const { reviewsPageTexts } = await pageTexts();
  return pageMetadata({
    title: page > 1 ? reviewsPageTexts.pageTitle(page) : reviewsPageTexts.heading,
    description: reviewsPageTexts.description,
    // Each page of the list is its own canonical page.
    path: href(page),
    language: await pageLanguage(),
  });
}

export default async function ReviewPage({ searchParams }: Props) {
  const page = pageNumber((await searchParams).page);
  // A page of reviews, and the average over all of them from the shop's kept tally (never every review).
  const [reviews, rating] = await Promise.all([listReviewsPage({ page, pageSize: PAGE_SIZE }), shopRating()]);
  const language = await pageLanguage();
  const { catalogueTexts, reviewsPageTexts } = await pageTexts();
  const pastTheEnd = reviews.items.length === 0 && reviews.total > 0;
  return (
    <>
      <JsonLd data={shopReviewsJsonLd(reviews.items, rating, language)} />
      {page > 1 && !pastTheEnd ? <link rel="prev" href={pathIn(language, href(page - 1))} /> : null}
      {page < reviews.pageCount ? <link rel="next" href={pathIn(language, href(page + 1))} /> : null}
      <PageHeader title={reviewsPageTexts.heading} intro={<AverageRating average={rating.average} count={rating.count} />} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {pastTheEnd ? (
          <div data-testid="reviews-empty" className="flex flex-col items-start gap-3">
            <p>{catalogueTexts.noReviewsHere}</p>
            <Link className="link link-primary" href={href(1)}>
              {catalogueTexts.firstPage}
            </Link>
          </div>
        ) : (
          <>
            <ReviewGrid reviews={reviews.items} />
            <Pagination of={reviews} href={href} label={catalogueTexts.reviewsPages} />
          </>
        )}
      </div>
    </>
  );
}
