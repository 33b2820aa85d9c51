import { MEDIA_ID_PATTERN } from './limits';

/**
 * Which images next/image's optimiser may fetch: our own files under /images/<folder>/<file>, named with plain
 * characters, and uploaded photos at /media/<id>. next.config.ts gives the optimiser these globs; StaticImage sends
 * only matching paths through it and serves every other image as it is. A path outside the rule is a 400 from
 * /_next/image, never a fetch of a path that redirects (`/images//x`, `/images/\x`), which the optimiser answered
 * with a 500.
 */
export const OPTIMISED_IMAGE_GLOBS = ['/images/+([a-z0-9-])/+([a-z0-9._-])', '/media/+([0-9a-f])'] as const;

const OPTIMISED_IMAGE_PATH = new RegExp(`^(/images/[a-z0-9-]+/[a-z0-9._-]+|/media/${MEDIA_ID_PATTERN})$`);

export function isOptimisedImagePath(src: string): boolean {
  return OPTIMISED_IMAGE_PATH.test(src);
}

/** What a tool shows when its stored image URL breaks the image rule (lib/validation/tools.ts). */
export const NO_IMAGE = '/images/tools/no-image.svg';
