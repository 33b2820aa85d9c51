import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOptimisedImagePath, NO_IMAGE } from '@/lib/images/paths';
import { isAcceptableImageUrl } from '@/lib/validation/tool-fields';

/**
 * next/image's attributes (srcset from `sizes`, lazy loading, decoding, optimisation) on a plain <img>, computed
 * on the server. The <Image> component would ship its client code (about 5 KB gzipped) to every page for
 * features we do not use (blur placeholders, onLoad). Only our own raster images go through the optimiser
 * (lib/images/paths.ts); SVGs and images on other sites are served as they are, and a URL that breaks the image rule
 * shows the no-image picture. `preload` (a page's Largest Contentful Paint) also puts a preload link in the page's
 * head, as <Image preload> does, so the browser asks for the picture before it has parsed down to it.
 */
export function StaticImage({ unoptimized, preload = false, ...props }: ImageProps) {
  const given = typeof props.src === 'string' ? props.src : null;
  const src = given === null ? props.src : isAcceptableImageUrl(given) ? given : NO_IMAGE;
  const servedAsIs = typeof src === 'string' && (src.endsWith('.svg') || !isOptimisedImagePath(src));
  const { props: imgProps } = getImageProps({ ...props, src, unoptimized: unoptimized ?? servedAsIs });
  if (preload) {
    preloadResource(imgProps.src, { as: 'image', fetchPriority: 'high', imageSrcSet: imgProps.srcSet, imageSizes: imgProps.sizes });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the attributes, alt included, come from getImageProps
  return <img {...imgProps} />;
}
