import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { StaticImage } from '@/components/ui/StaticImage';
import { pageMetadata } from '@/lib/seo';
import { business, fullAddress } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'About us',
  description: `${business.name} has made ceramic tiles and tile tools in Tejgaon, Dhaka since ${business.foundingYear}. Meet the company and visit our showroom.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Mrittika" intro="Mrittika means clay in Bengali. Clay is where we started, and it is still what we work with every day." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4 text-lg">
          <p>
            {business.name} began in {business.foundingYear} as a small kiln in Tejgaon firing floor tiles for builders in
            Dhaka. Our own tiling crews soon found that imported tools were expensive, slow to arrive and not made for
            the heat, humidity and heavy porcelain of Bangladeshi job sites, so we began making the tools ourselves.
          </p>
          <p>
            Today our workshop hardens trowel steel, sets carbide cutting wheels, moulds levelling clips and tests every
            batch on real tiles before it leaves the factory. We sell to contractors, masons and more than a hundred
            dealers, by the case, at one clear price in BDT.
          </p>
          <p>
            We still lay tiles. Every tool in our catalogue is one our own people use, and every complaint we hear goes
            straight back to the workshop bench. That is why our support team can tell you which notch suits a 60 cm
            slab, or why a blade wears out early on vitrified tiles.
          </p>
          <section aria-labelledby="showroom-heading" className="card mt-4 bg-base-200">
            <div className="card-body">
              <h2 id="showroom-heading" className="card-title">
                Visit the showroom
              </h2>
              <p data-testid="showroom-contact">
                See and try every tool at our showroom and factory, {fullAddress}, open {business.openingHours.toLowerCase()}.
                Call{' '}
                <a className="link" href={business.phoneHref}>
                  {business.phone}
                </a>{' '}
                or write to{' '}
                <a className="link" href={`mailto:${business.email}`}>
                  {business.email}
                </a>
                .
              </p>
            </div>
          </section>
        </div>
        <StaticImage
          src="/images/banner/slide-cutter.svg"
          alt="A wall of blue and cream glazed tiles with a tile cutter in front of it"
          width={800}
          height={700}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="h-auto w-full rounded-box shadow-md"
        />
      </div>
    </>
  );
}
