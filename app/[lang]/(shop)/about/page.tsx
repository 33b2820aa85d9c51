import { PageHeader } from '@/components/layout/PageHeader';
import { fillIn } from '@/components/ui/fill-in';
import { StaticImage } from '@/components/ui/StaticImage';
import { formatYear } from '@/lib/domain/numbers';
import { publicPageFrom } from '@/lib/http/page-titles';
import { business } from '@/lib/domain/site';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

/** The year the shop began, as the page's language writes years. */
async function foundedIn(): Promise<string> {
  return formatYear(business.foundingYear, await pageLanguage());
}

export const generateMetadata = publicPageFrom('/about', async ({ aboutTexts, businessTexts }) => ({
  title: aboutTexts.title,
  description: aboutTexts.description(businessTexts.name, await foundedIn()),
}));

export default async function AboutPage() {
  const { aboutTexts, businessTexts } = await pageTexts();
  const founded = await foundedIn();
  return (
    <>
      <PageHeader title={aboutTexts.heading} intro={aboutTexts.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4 text-lg">
          <p>{aboutTexts.story(businessTexts.name, founded)}</p>
          <p>{aboutTexts.today}</p>
          <p>{aboutTexts.stillLaying}</p>
          <section aria-labelledby="showroom-heading" className="card mt-4 bg-base-200">
            <div className="card-body">
              <h2 id="showroom-heading" className="card-title">
                {aboutTexts.showroomHeading}
              </h2>
              <p data-testid="showroom-contact">
                {fillIn(aboutTexts.showroom(businessTexts.address, businessTexts.openingHours), {
                  phone: (
                    <a className="link" href={business.phoneHref}>
                      {business.phone}
                    </a>
                  ),
                  email: (
                    <a className="link" href={`mailto:${business.email}`}>
                      {business.email}
                    </a>
                  ),
                })}
              </p>
            </div>
          </section>
        </div>
        <StaticImage
          src="/images/banner/slide-cutter.svg"
          alt={aboutTexts.imageAlt}
          width={800}
          height={700}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="h-auto w-full rounded-box shadow-md"
        />
      </div>
    </>
  );
}
