/**
 * Real image files for the photo tests, made with sharp (the library the shop decodes with), plus files that only
 * look like images.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type PhotoKind = 'jpeg' | 'png' | 'webp';

export const PHOTO_TYPES: Record<PhotoKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A photo of the given size: a colour gradient, so that it compresses like a real photo rather than to nothing. */
export async function makePhoto(kind: PhotoKind, width: number, height: number, options: { exifOrientation?: number } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 97) % 256;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.exifOrientation) {
    image = image.withMetadata({ orientation: options.exifOrientation, exif: { IFD0: { Copyright: 'Camera 1' } } });
  }
  return image.toFormat(kind).toBuffer();
}

/** A PNG whose header claims `width` x `height` pixels with next to no data: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file, whatever name it is given. */
export const TEXT_FILE = Buffer.from('This is a price list, not a photo.\n');
