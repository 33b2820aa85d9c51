import Link from '@/components/i18n/Link';
import { AverageRating } from '@/components/shop/AverageRating';
import { BannerCarousel } from '@/components/shop/BannerCarousel';
import { bannerSlides } from '@/components/shop/banner-slides';
import { ContactBlock } from '@/components/shop/ContactBlock';
import { ReviewGrid } from '@/components/shop/ReviewGrid';
import { ServicesHero } from '@/components/shop/ServicesHero';
import { StatsPanel } from '@/components/shop/StatsPanel';
import { ToolGrid } from '@/components/shop/ToolGrid';
import { listReviewsPage, shopRating } from '@/lib/data/reviews';
import { listToolsPage } from '@/lib/data/tools';
import { publicPageFrom } from '@/lib/http/page-titles';
import { pageTexts } from '@/lib/texts/page-texts';
import { HeadedSection } from '@/components/ui/HeadedSection';

/** The home page shows a bounded selection: the newest tools and reviews; /tools and /review list them all. */
const HOME_TOOLS = 6;
const HOME_REVIEWS = 3;

export const homeMetadata = publicPageFrom('/', ({ homeTexts, businessTexts }) => ({
  title: homeTexts.title(businessTexts.name),
  description: homeTexts.description,
}));

/** The way from a section of the home page to the page that lists all of it. */
function MoreLink({ href, className, text }: { href: string; className: string; text: string }) {
  return (
    <p className="mt-8">
      <Link className={className} href={href}>
        {text}
      </Link>
    </p>
  );
}

/**
 * The home page, in the language of its address. `/` has no route of its own: middleware.ts renders it at its kept
 * render, `/kept/home/plain` (docs/decisions/0085-catalogue-pages-kept.md).
 */
export async function HomePage() {
  // One round of reads, all bounded: the newest tools and reviews and the shop's kept rating.
  const [tools, reviews, rating, { homeTexts, bannerSlideTexts, businessTexts, catalogueTexts }] = await Promise.all([
    listToolsPage({ page: 1, pageSize: HOME_TOOLS }),
    listReviewsPage({ page: 1, pageSize: HOME_REVIEWS }),
    shopRating(),
    pageTexts(),
  ]);

  return (
    <>
      <h1 className="sr-only">{homeTexts.heading(businessTexts.name)}</h1>
      <BannerCarousel slides={bannerSlides(bannerSlideTexts)} label={homeTexts.featured} />

      <HeadedSection headingId="tools-heading" title={catalogueTexts.homeHeading} headingClassName="text-3xl font-extrabold sm:text-4xl" id="tools" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
        <p className="mb-8 mt-2 max-w-2xl">{catalogueTexts.homeIntro}</p>
        <ToolGrid tools={tools.items} />
        {tools.total > 0 ? <MoreLink href="/tools" className="btn btn-primary" text={catalogueTexts.allTools} /> : null}
      </HeadedSection>

      <ServicesHero />
      <StatsPanel />

      <section className="drawn-when-near bg-base-200" aria-labelledby="reviews-heading">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="reviews-heading" className="text-3xl font-extrabold sm:text-4xl">
            {homeTexts.reviewsHeading}
          </h2>
          <div className="mb-8 mt-3">
            <AverageRating average={rating.average} count={rating.count} />
          </div>
          <ReviewGrid reviews={reviews.items} />
          {reviews.total > 0 ? <MoreLink href="/review" className="btn btn-outline" text={catalogueTexts.allReviews} /> : null}
        </div>
      </section>

      <ContactBlock />
    </>
  );
}
