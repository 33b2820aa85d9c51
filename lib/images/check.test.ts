import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '@/lib/domain/errors';
import { fieldMessages } from '@/lib/texts';
import { TEXT_FILE, makePhoto, pngClaiming } from '@/test/photos';
import { checkPhoto, sniffPhotoFormat } from './check';
import { MAX_PHOTO_BYTES } from './limits';

/** The message checkPhoto refused with, under the `photo` field. */
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await checkPhoto(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    const { fields, message } = error as InvalidInputError;
    expect(fields).toEqual({ photo: [message] });
    return message;
  }
  throw new Error('the file was accepted');
}

describe('checkPhoto: by content, never by name', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s photo, with its dimensions, in the same format', async (kind) => {
    const photo = await checkPhoto(await makePhoto(kind, 320, 240));
    expect(photo).toMatchObject({ contentType: `image/${kind}`, width: 320, height: 240 });
    expect(sniffPhotoFormat(photo.bytes)).toBe(kind);
    expect((await sharp(photo.bytes).metadata()).format).toBe(kind);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    const sideways = await makePhoto('jpeg', 300, 200, { exifOrientation: 6 });
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const photo = await checkPhoto(sideways);
    expect([photo.width, photo.height]).toEqual([200, 300]);
    const stored = await sharp(photo.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('refuses a text file, whatever it is called', async () => {
    expect(await refusal(TEXT_FILE)).toBe(fieldMessages.photoNotImage);
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(fieldMessages.photoNotImage);
    expect(await refusal(new Uint8Array())).toBe(fieldMessages.photoEmpty);
  });

  it('refuses a file that starts like an image but does not decode as one', async () => {
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), TEXT_FILE]);
    expect(await refusal(fakePng)).toBe(fieldMessages.photoDamaged);
    const jpeg = await makePhoto('jpeg', 400, 300);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe(fieldMessages.photoDamaged);
    // A PNG signature in front of a real JPEG: the signature says PNG, the decoder finds no PNG.
    const mislabelled = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expect(await refusal(mislabelled)).toBe(fieldMessages.photoDamaged);
  });

  it('refuses more than 5 MB before decoding, and a small file that claims a huge picture', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big)).toBe(fieldMessages.photoTooLarge);
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe(fieldMessages.photoTooManyPixels);
  });
});
