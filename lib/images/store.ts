import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { del, put } from '@vercel/blob';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/infra/db';

/**
 * Where uploaded photos live (docs/decisions/0051-product-photos.md): Vercel Blob when BLOB_READ_WRITE_TOKEN is set,
 * a folder when UPLOADS_DIR is set, otherwise MongoDB GridFS in the shop's own database. Every store does the same
 * three things with a key it chose; the ImageFile record remembers which store holds each file, so files stay
 * readable after the deployment moves to another store.
 */
export type StoreName = 'blob' | 'disk' | 'gridfs';

export interface ImageStore {
  readonly name: StoreName;
  /** Stores the bytes under a new key derived from `id`; returns the key. */
  put(id: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the file; removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const KEY_PATTERN = /^[0-9a-f]{24}$/;

function toWeb(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

/** GridFS: chunks in the shop's own MongoDB (bucket "images"); nothing else to run or pay for. */
const gridFsStore: ImageStore = {
  name: 'gridfs',
  async put(id, bytes, contentType) {
    const bucket = await imagesBucket();
    const fileId = new mongoose.Types.ObjectId(id);
    await new Promise<void>((resolve, reject) => {
      const upload = bucket.openUploadStreamWithId(fileId, `${id}.${EXTENSIONS[contentType] ?? 'bin'}`, { metadata: { contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
    return id;
  },
  async open(key) {
    if (!KEY_PATTERN.test(key)) return null;
    const bucket = await imagesBucket();
    const fileId = new mongoose.Types.ObjectId(key);
    const [file] = await bucket.find({ _id: fileId }).limit(1).toArray();
    return file ? toWeb(bucket.openDownloadStream(fileId)) : null;
  },
  async remove(key) {
    if (!KEY_PATTERN.test(key)) return;
    const bucket = await imagesBucket();
    try {
      await bucket.delete(new mongoose.Types.ObjectId(key));
    } catch (error) {
      if (!/FileNotFound|File not found/i.test(String((error as Error)?.message))) throw error;
    }
  },
};

async function imagesBucket() {
  const connection = (await connectToDatabase()).connection;
  return new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: 'images' });
}

/** A folder (UPLOADS_DIR): for self-hosting with a disk that every instance shares. */
function diskStore(folder: string): ImageStore {
  const fileOf = (key: string) => path.join(folder, key);
  return {
    name: 'disk',
    async put(id, bytes) {
      await mkdir(folder, { recursive: true });
      // "wx": never overwrite; every upload has a fresh id.
      await writeFile(fileOf(id), bytes, { flag: 'wx' });
      return id;
    },
    async open(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        await stat(fileOf(key));
      } catch {
        return null;
      }
      return toWeb(createReadStream(fileOf(key)));
    },
    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/** Vercel Blob (public store): the key is the blob's URL, read back with a plain GET. */
function blobStore(token: string): ImageStore {
  return {
    name: 'blob',
    async put(id, bytes, contentType) {
      const blob = await put(`tools/${id}.${EXTENSIONS[contentType] ?? 'bin'}`, bytes, {
        access: 'public',
        contentType,
        token,
        addRandomSuffix: false,
        // Each upload has its own id and is never rewritten: let Blob's CDN keep it for a year.
        cacheControlMaxAge: 31_536_000,
      });
      return blob.url;
    },
    async open(key) {
      const answer = await fetch(key);
      if (answer.status === 404) return null;
      if (!answer.ok || !answer.body) throw new Error(`Vercel Blob answered ${answer.status} for an image`);
      return answer.body;
    },
    async remove(key) {
      await del(key, { token });
    },
  };
}

/** The store new uploads go to, from the environment. */
export function currentImageStore(): ImageStore {
  const token = process.env.BLOB_READ_WRITE_TOKEN?.trim();
  if (token) return blobStore(token);
  const folder = process.env.UPLOADS_DIR?.trim();
  // A folder named at run time: nothing for the bundler to trace (it would otherwise take in the whole project).
  if (folder) return diskStore(path.resolve(/* turbopackIgnore: true */ folder));
  return gridFsStore;
}

/** The store that holds a file recorded as stored in `name` (it may not be today's store). */
export function imageStoreNamed(name: StoreName): ImageStore {
  const current = currentImageStore();
  if (current.name === name) return current;
  if (name === 'gridfs') return gridFsStore;
  if (name === 'disk') return diskStore(path.resolve(/* turbopackIgnore: true */ process.env.UPLOADS_DIR?.trim() || 'uploads'));
  return blobStore(process.env.BLOB_READ_WRITE_TOKEN?.trim() ?? '');
}
