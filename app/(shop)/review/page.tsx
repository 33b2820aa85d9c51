import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { AverageRating } from '@/components/shop/AverageRating';
import { ReviewGrid } from '@/components/shop/ReviewGrid';
import { JsonLd } from '@/components/ui/JsonLd';
import { averageRating, listReviews } from '@/lib/data/reviews';
import { pageMetadata, shopReviewsJsonLd } from '@/lib/seo';

// A new review shows at once.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Customer reviews',
  description: 'What contractors, masons and dealers across Bangladesh say about Mrittika tile tools, with their ratings out of 5.',
  path: '/review',
});

export default async function ReviewPage() {
  const reviews = await listReviews();
  const rating = averageRating(reviews);
  return (
    <>
      <JsonLd data={shopReviewsJsonLd(reviews, rating)} />
      <PageHeader title="Customer reviews" intro={<AverageRating average={rating.average} count={rating.count} />} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <ReviewGrid reviews={reviews} />
      </div>
    </>
  );
}
