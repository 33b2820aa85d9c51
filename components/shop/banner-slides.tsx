import { StaticImage } from '@/components/ui/StaticImage';
import type { Catalogue } from '@/lib/texts/catalogue';
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

/** The four banner slides of the home page, in the words of the page's `bannerSlideTexts`; the links are English addresses. */
export function bannerSlides(slides: Catalogue['bannerSlideTexts']): BannerSlide[] {
  return [
    { ...slides.trowel, image: <SlideImage src="/images/banner/slide-trowel.svg" first />, href: '/#tools' },
    { ...slides.cutter, image: <SlideImage src="/images/banner/slide-cutter.svg" />, href: '/#tools' },
    { ...slides.delivery, image: <SlideImage src="/images/banner/slide-delivery.svg" />, href: '/about' },
    { ...slides.reviews, image: <SlideImage src="/images/banner/slide-reviews.svg" />, href: '/review' },
  ];
}
