import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's attributes (srcset from `sizes`, lazy loading, decoding, optimisation) on a plain <img>, computed
 * on the server. The <Image> component would ship its client code (about 5 KB gzipped) to every page for
 * features we do not use (blur placeholders, onLoad). SVGs and images on other sites are served as they are.
 */
export function StaticImage({ unoptimized, ...props }: ImageProps) {
  const src = typeof props.src === 'string' ? props.src : '';
  // An admin may give a tool an image on another site; the optimiser only fetches hosts configured in advance.
  const servedAsIs = src.endsWith('.svg') || /^https?:\/\//i.test(src);
  const { props: imgProps } = getImageProps({ ...props, unoptimized: unoptimized ?? servedAsIs });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the attributes, alt included, come from getImageProps
  return <img {...imgProps} />;
}
