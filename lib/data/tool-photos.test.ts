import mongoose from 'mongoose';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import { mediaIdOf } from '@/lib/images/limits';
import { fieldMessages } from '@/lib/texts';
import { ImageFile } from '@/models/ImageFile';
import { Tool } from '@/models/Tool';
import { User, type Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { TEXT_FILE, makePhoto } from '@/test/photos';
import { readImage, sweepOrphanPhotos } from './images';
import { addTool, deleteTool, getTool, updateTool } from './tools';

withTestDatabase('data_tool_photos');

const fields = { name: 'Photo Trowel', desc: 'A trowel with a real photo', price: 450, minimum: 2, stock: 40 };
let admin: Caller;
let customer: Caller;

const caller = (email: string, role: Role = 'customer') => createCaller(email, role, email);

/** Every stored photo: the records and the files GridFS holds. */
async function stored() {
  const db = mongoose.connection.db!;
  return {
    records: await ImageFile.countDocuments(),
    files: await db.collection('images.files').countDocuments(),
    chunks: await db.collection('images.chunks').countDocuments(),
  };
}
const nothingStored = { records: 0, files: 0, chunks: 0 };

async function imageSize(url: string) {
  const image = await readImage(mediaIdOf(url)!);
  expect(image).not.toBeNull();
  const bytes = Buffer.from(await new Response(image!.body).arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { contentType: image!.contentType, width, height, format };
}

beforeEach(async () => {
  await Promise.all([Tool.deleteMany({}), User.deleteMany({}), ImageFile.deleteMany({})]);
  const db = mongoose.connection.db!;
  await Promise.all([db.collection('images.files').deleteMany({}), db.collection('images.chunks').deleteMany({})]);
  admin = await caller('photo-admin@example.com', 'admin');
  customer = await caller('photo-customer@example.com', 'customer');
});

describe('Add Tool with a photo file', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s photo and shows it as the tool image at /media/{id}', async (kind) => {
    const tool = await addTool(admin, fields, await makePhoto(kind, 640, 480));
    expect(tool.img).toMatch(/^\/media\/[0-9a-f]{24}$/);
    expect(await imageSize(tool.img)).toEqual({ contentType: `image/${kind}`, width: 640, height: 480, format: kind });
    expect(await ImageFile.findById(mediaIdOf(tool.img)).lean()).toMatchObject({ attached: true, width: 640, height: 480 });
    expect((await getTool(tool.id))?.img).toBe(tool.img);
  });

  it('refuses a text file named like a photo, and stores nothing', async () => {
    const file = new File([TEXT_FILE], 'trowel.jpg', { type: 'image/jpeg' });
    const refused = addTool(admin, fields, file);
    await expect(refused).rejects.toThrow(InvalidInputError);
    await expect(refused).rejects.toMatchObject({ fields: { photo: [fieldMessages.photoNotImage] } });
    expect(await Tool.countDocuments()).toBe(0);
    expect(await stored()).toEqual(nothingStored);
  });

  it('checks the other fields before storing the photo', async () => {
    await expect(addTool(admin, { ...fields, name: '' }, await makePhoto('png', 50, 50))).rejects.toThrow();
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses customers before anything is stored', async () => {
    await expect(addTool(customer, fields, await makePhoto('jpeg', 50, 50))).rejects.toThrow(AccessDeniedError);
    await expect(addTool(null, fields, await makePhoto('jpeg', 50, 50))).rejects.toThrow(AccessDeniedError);
    expect(await stored()).toEqual(nothingStored);
  });
});

describe('Edit Tool with a photo', () => {
  it('replaces the photo and removes the old file', async () => {
    const tool = await addTool(admin, fields, await makePhoto('jpeg', 400, 300));
    const edited = await updateTool(admin, tool.id, { price: 500 }, await makePhoto('webp', 800, 600));
    expect(edited).toMatchObject({ price: 500, name: fields.name });
    expect(edited.img).not.toBe(tool.img);
    expect(await imageSize(edited.img)).toMatchObject({ width: 800, height: 600, format: 'webp' });
    expect(await readImage(mediaIdOf(tool.img)!)).toBeNull();
    expect(await stored()).toMatchObject({ records: 1, files: 1 });
  });

  it('removes the old file when the photo gives way to an image URL', async () => {
    const tool = await addTool(admin, fields, await makePhoto('png', 100, 100));
    await updateTool(admin, tool.id, { img: '/images/tools/tile-cutter.svg' });
    expect(await stored()).toEqual(nothingStored);
  });

  it('removes the upload again when the tool cannot be saved (unknown tool)', async () => {
    const missing = new mongoose.Types.ObjectId().toHexString();
    await expect(updateTool(admin, missing, {}, await makePhoto('jpeg', 120, 90))).rejects.toThrow(NotFoundError);
    expect(await stored()).toEqual(nothingStored);
  });

  it('keeps a photo another tool still shows until that tool lets it go too', async () => {
    const first = await addTool(admin, fields, await makePhoto('jpeg', 200, 150));
    const second = await addTool(admin, { ...fields, name: 'Same Photo', img: first.img });
    await deleteTool(admin, first.id);
    expect(await readImage(mediaIdOf(first.img)!)).not.toBeNull();
    await deleteTool(admin, second.id);
    expect(await stored()).toEqual(nothingStored);
  });
});

describe('deleting a tool and the orphan sweep', () => {
  it('deleting a tool removes its photo', async () => {
    const tool = await addTool(admin, fields, await makePhoto('webp', 300, 300));
    expect(await stored()).toMatchObject({ records: 1, files: 1 });
    await deleteTool(admin, tool.id);
    expect(await stored()).toEqual(nothingStored);
  });

  it('removes uploads left unattached for an hour, and adopts one a tool shows after all', async () => {
    const kept = await addTool(admin, fields, await makePhoto('jpeg', 100, 80));
    const lost = await addTool(admin, { ...fields, name: 'Lost' }, await makePhoto('jpeg', 100, 80));
    // As if both saves had stopped between the upload and the tool: one tool exists, the other never was.
    await Tool.deleteOne({ _id: lost.id });
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await ImageFile.collection.updateMany({}, { $set: { attached: false, createdAt: anHourAgo } });
    expect(await sweepOrphanPhotos()).toBe(1);
    expect(await readImage(mediaIdOf(lost.img)!)).toBeNull();
    expect(await ImageFile.findById(mediaIdOf(kept.img)).lean()).toMatchObject({ attached: true });
    expect(await stored()).toMatchObject({ records: 1, files: 1 });
  });
});
