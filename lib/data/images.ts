import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/infra/db';
import { InvalidInputError } from '@/lib/domain/errors';
import { checkPhoto } from '@/lib/images/check';
import { MAX_PHOTO_BYTES, mediaIdOf, mediaPath } from '@/lib/images/limits';
import { currentImageStore, imageStoreNamed, type StoreName } from '@/lib/images/store';
import { fieldMessages } from '@/lib/texts';
import { ImageFile } from '@/models/ImageFile';
import { Tool } from '@/models/Tool';
import { log } from '@/lib/infra/log';

/**
 * Uploaded photos (docs/decisions/0051-product-photos.md). The tools data layer decides who may upload (admins) and
 * calls `withUploadedPhoto`; anyone may read a stored photo through /media/{id}.
 */

/** An upload left unattached this long belongs to a save that failed part-way; the sweep removes it. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/** What a form or the API sends as a photo: a file (Blob) or its bytes. */
export type PhotoUpload = Blob | Uint8Array;

async function bytesOf(photo: PhotoUpload): Promise<Uint8Array> {
  // Refused before reading, so a huge file is never copied into memory.
  const size = photo instanceof Blob ? photo.size : photo.byteLength;
  if (size > MAX_PHOTO_BYTES) throw new InvalidInputError(fieldMessages.photoTooLarge, { photo: [fieldMessages.photoTooLarge] });
  return photo instanceof Blob ? new Uint8Array(await photo.arrayBuffer()) : photo;
}

/** Checks a photo and stores it: the record first (unattached), then the file. A failure leaves neither behind. */
async function storePhoto(photo: PhotoUpload): Promise<{ id: string; url: string }> {
  const checked = await checkPhoto(await bytesOf(photo));
  await connectToDatabase();
  const store = currentImageStore();
  const id = new mongoose.Types.ObjectId();
  const record = { _id: id, store: store.name, key: '', contentType: checked.contentType, width: checked.width, height: checked.height, size: checked.bytes.byteLength };
  await ImageFile.create(record);
  try {
    const key = await store.put(id.toHexString(), checked.bytes, checked.contentType);
    await ImageFile.updateOne({ _id: id }, { $set: { key } });
  } catch (error) {
    await discardPhoto(id.toHexString());
    throw error;
  }
  return { id: id.toHexString(), url: mediaPath(id.toHexString()) };
}

/**
 * Upload first, then save: stores the photo, calls `save` with its address (/media/{id}), and marks the photo
 * attached once the save succeeded. If the save throws, the upload is removed and the error passes on.
 */
export async function withUploadedPhoto<T>(photo: PhotoUpload, save: (url: string) => Promise<T>): Promise<T> {
  const stored = await storePhoto(photo);
  let saved: T;
  try {
    saved = await save(stored.url);
  } catch (error) {
    await discardPhoto(stored.id);
    throw error;
  }
  await ImageFile.updateOne({ _id: stored.id }, { $set: { attached: true } });
  await sweepOrphanPhotos().catch((error: unknown) => log('error', '[images] the orphan sweep failed', { error }));
  return saved;
}

/** Removes a photo's file, then its record. If the file cannot be removed, the record stays for the sweep to retry. */
async function discardPhoto(id: string): Promise<void> {
  const record = await ImageFile.findById(id).lean();
  if (!record) return;
  try {
    if (record.key) await imageStoreNamed(record.store as StoreName).remove(record.key);
    await ImageFile.deleteOne({ _id: record._id });
  } catch (error) {
    log('error', `[images] could not remove photo ${id}; the orphan sweep will retry`, { error });
    await ImageFile.updateOne({ _id: record._id }, { $set: { attached: false } }).catch(() => undefined);
  }
}

/**
 * A tool stopped showing `url` (its image was replaced, or the tool deleted): if that was an uploaded photo that
 * no other tool shows, its file goes.
 */
export async function releaseImage(url: string | null | undefined): Promise<void> {
  const id = mediaIdOf(url);
  if (!id || (await Tool.exists({ img: mediaPath(id) }))) return;
  await discardPhoto(id);
}

/**
 * Removes uploads left unattached for an hour (a save that failed after its upload, or a process that stopped in
 * between). A file some tool shows after all is marked attached instead. Answers how many were removed.
 */
export async function sweepOrphanPhotos(now = new Date(), limit = 20): Promise<number> {
  await connectToDatabase();
  const orphans = await ImageFile.find({ attached: false, createdAt: { $lt: new Date(now.getTime() - ORPHAN_AFTER_MS) } })
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean();
  let removed = 0;
  for (const orphan of orphans) {
    const id = orphan._id.toHexString();
    if (await Tool.exists({ img: mediaPath(id) })) {
      await ImageFile.updateOne({ _id: orphan._id }, { $set: { attached: true } });
      continue;
    }
    await discardPhoto(id);
    removed += 1;
  }
  return removed;
}

/** A stored photo as /media/{id} serves it. */
export type StoredImage = { contentType: string; size: number; body: ReadableStream<Uint8Array> };

/** Anyone may read an uploaded photo; null for an unknown or malformed id. */
export async function readImage(id: string): Promise<StoredImage | null> {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  await connectToDatabase();
  const record = await ImageFile.findById(id).lean();
  if (!record?.key) return null;
  const body = await imageStoreNamed(record.store as StoreName).open(record.key);
  return body ? { contentType: record.contentType, size: record.size, body } : null;
}
