/**
 * Which images next/image's optimiser may fetch: our own files under /images/<folder>/<file>, named with plain
 * characters. next.config.ts gives the optimiser the glob; StaticImage sends only matching paths through it and
 * serves every other image as it is. A path outside the rule is a 400 from /_next/image, never a fetch of a path
 * that redirects (`/images//x`, `/images/\x`), which the optimiser answered with a 500.
 */
export const OPTIMISED_IMAGE_GLOB = '/images/+([a-z0-9-])/+([a-z0-9._-])';

const OPTIMISED_IMAGE_PATH = /^\/images\/[a-z0-9-]+\/[a-z0-9._-]+$/;

export function isOptimisedImagePath(src: string): boolean {
  return OPTIMISED_IMAGE_PATH.test(src);
}

/** What a tool shows when its stored image URL breaks the image rule (lib/validation/tools.ts). */
export const NO_IMAGE = '/images/tools/no-image.svg';
