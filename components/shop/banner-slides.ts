import type { BannerSlide } from './BannerCarousel';

/** The four banner slides of the home page (spec section 9: "Banner carousel has 4 slides"). */
export const bannerSlides: BannerSlide[] = [
  {
    title: 'Tools that keep every tile in line',
    text: 'Trowels, spacers and levelling kits made in our Tejgaon workshop for floors that stay flat for decades.',
    image: '/images/banner/slide-trowel.svg',
    href: '/#tools',
    cta: 'Browse the tools',
  },
  {
    title: 'Clean cuts in porcelain, first time',
    text: 'Tungsten-carbide wheels and diamond blades that score and cut vitrified tiles without chipping the glaze.',
    image: '/images/banner/slide-cutter.svg',
    href: '/#tools',
    cta: 'See our cutters',
  },
  {
    title: 'Delivered to all 64 districts',
    text: 'Order by the case at contractor prices in BDT; our dealers and couriers bring it to your site.',
    image: '/images/banner/slide-delivery.svg',
    href: '/about',
    cta: 'About Mrittika',
  },
  {
    title: 'Trusted by the people who lay tiles',
    text: 'Read what masons, contractors and dealers say about our tools after months of daily work.',
    image: '/images/banner/slide-reviews.svg',
    href: '/review',
    cta: 'Read the reviews',
  },
];
