import Link from '@/components/i18n/Link';
import type { ReviewableTool } from '@/lib/data/reviews';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { OwnReviewFigure } from './ReviewParts';
import { ToolReviewForm } from './ToolReviewForm';
import { HeadedSection } from '@/components/ui/HeadedSection';

/**
 * My Order's "Review what you bought": each tool of the customer's paid orders, once, with a review form until
 * they have reviewed it, then their review (marked when the shop hid it, with the reason). Tools are named as
 * ordered, in English.
 */
export async function BoughtToolReviews({ tools }: { tools: ReviewableTool[] }) {
  const { reviewTexts } = await pageTexts();
  const english = (await pageLanguage()) === 'en' ? undefined : 'en';
  return (
    <HeadedSection headingId="to-review-heading" title={reviewTexts.toReviewHeading} headingClassName="text-2xl font-bold" className="mt-12 max-w-3xl" data-testid="bought-tool-reviews">
      {tools.length === 0 ? (
        <p className="mt-2">{reviewTexts.nothingToReview}</p>
      ) : (
        <>
          <p className="mt-2 text-sm">{reviewTexts.toReviewIntro}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {tools.map((tool) => (
              <li key={tool.toolId} className="card bg-base-200" data-testid="bought-tool" data-tool-id={tool.toolId}>
                <div className="card-body gap-2">
                  <h3 className="card-title text-lg">
                    <Link className="link" href={`/tools/${tool.toolId}`} lang={english}>
                      {tool.product}
                    </Link>
                  </h3>
                  {tool.review ? (
                    <OwnReviewFigure review={tool.review} className="flex flex-col gap-2" testId="my-tool-review" />
                  ) : (
                    <ToolReviewForm orderId={tool.orderId} toolId={tool.toolId} product={tool.product} />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </HeadedSection>
  );
}
