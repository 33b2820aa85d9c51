import 'server-only';
import sharp from 'sharp';
import { InvalidInputError } from '@/lib/domain/errors';
import { fieldMessages } from '@/lib/texts';
import { MAX_PHOTO_BYTES } from './limits';

/** The photo formats the shop accepts, by what sharp calls them, with the Content-Type they are served with. */
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type PhotoFormat = keyof typeof FORMATS;

/** Decompression bombs stop here: a small file that would decode to gigabytes of pixels is refused. */
const MAX_PIXELS = 40_000_000;

/** A photo that passed every check, re-encoded: what the shop stores and serves. */
export type CheckedPhoto = { bytes: Buffer; contentType: (typeof FORMATS)[PhotoFormat]; width: number; height: number };

/** The format the first bytes announce (JPEG, PNG or WebP signatures), whatever the file is called. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

function refuse(message: string): never {
  throw new InvalidInputError(message, { photo: [message] });
}

/**
 * Checks a photo by its content, never its name or declared type (docs/decisions/0051-product-photos.md): at most
 * 5 MB, a JPEG, PNG or WebP signature, and an image that really decodes, in that same format, to at most 40
 * megapixels. It is then re-encoded upright (EXIF orientation applied) without its metadata, so that no camera
 * location or anything appended to the file is ever served. Bad photos: 400 naming the `photo` field.
 */
export async function checkPhoto(bytes: Uint8Array): Promise<CheckedPhoto> {
  if (bytes.byteLength === 0) refuse(fieldMessages.photoEmpty);
  if (bytes.byteLength > MAX_PHOTO_BYTES) refuse(fieldMessages.photoTooLarge);
  const format = sniffPhotoFormat(bytes);
  if (!format) refuse(fieldMessages.photoNotImage);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== format) refuse(fieldMessages.photoDamaged);
    const { data, info } = await image
      .rotate()
      .toFormat(format, format === 'png' ? {} : { quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: FORMATS[format], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    if (/pixel limit/i.test(String((error as Error)?.message))) refuse(fieldMessages.photoTooManyPixels);
    refuse(fieldMessages.photoDamaged);
  }
}
