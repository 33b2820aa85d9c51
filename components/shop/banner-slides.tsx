import { StaticImage } from '@/components/ui/StaticImage';
import type { BannerSlide } from './BannerCarousel';

/** A decorative slide background: the slide's heading and text say what it shows. */
function SlideImage({ src, first = false }: { src: string; first?: boolean }) {
  return (
    <StaticImage
      src={src}
      alt=""
      fill
      sizes="100vw"
      className="pointer-events-none object-cover"
      draggable={false}
      // The first slide is the largest thing on the home page: fetch it at once.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      preload={first}
    />
  );
}

/** The four banner slides of the home page. */
export const bannerSlides: BannerSlide[] = [
  {
    title: 'Tools that keep every tile in line',
    text: 'Trowels, spacers and levelling kits made in our Tejgaon workshop for floors that stay flat for decades.',
    image: <SlideImage src="/images/banner/slide-trowel.svg" first />,
    href: '/#tools',
    cta: 'Browse the tools',
  },
  {
    title: 'Clean cuts in porcelain, first time',
    text: 'Tungsten-carbide wheels and diamond blades that score and cut vitrified tiles without chipping the glaze.',
    image: <SlideImage src="/images/banner/slide-cutter.svg" />,
    href: '/#tools',
    cta: 'See our cutters',
  },
  {
    title: 'Delivered to all 64 districts',
    text: 'Order by the case at contractor prices in BDT; our dealers and couriers bring it to your site.',
    image: <SlideImage src="/images/banner/slide-delivery.svg" />,
    href: '/about',
    cta: 'About Mrittika',
  },
  {
    title: 'Trusted by the people who lay tiles',
    text: 'Read what masons, contractors and dealers say about our tools after months of daily work.',
    image: <SlideImage src="/images/banner/slide-reviews.svg" />,
    href: '/review',
    cta: 'Read the reviews',
  },
];
