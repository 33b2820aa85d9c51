import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTestDatabase } from '@/test/database';
import { currentImageStore, type ImageStore } from './store';

withTestDatabase('image_stores');

async function readAll(stream: ReadableStream<Uint8Array> | null): Promise<Buffer | null> {
  if (!stream) return null;
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** What every store promises: the bytes come back as stored, and after removal nothing comes back. */
async function expectStoreContract(store: ImageStore) {
  const id = new mongoose.Types.ObjectId().toHexString();
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => index % 251));
  const key = await store.put(id, bytes, 'image/webp');
  expect((await readAll(await store.open(key)))?.equals(bytes)).toBe(true);
  await store.remove(key);
  expect(await store.open(key)).toBeNull();
  await expect(store.remove(key)).resolves.toBeUndefined();
  return key;
}

const saved = { blob: process.env.BLOB_READ_WRITE_TOKEN, uploads: process.env.UPLOADS_DIR, api: process.env.VERCEL_BLOB_API_URL };
afterEach(() => {
  for (const [name, value] of [
    ['BLOB_READ_WRITE_TOKEN', saved.blob],
    ['UPLOADS_DIR', saved.uploads],
    ['VERCEL_BLOB_API_URL', saved.api],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('image stores, chosen by the environment', () => {
  it('GridFS in the shop database when neither BLOB_READ_WRITE_TOKEN nor UPLOADS_DIR is set', async () => {
    delete process.env.BLOB_READ_WRITE_TOKEN;
    delete process.env.UPLOADS_DIR;
    const store = currentImageStore();
    expect(store.name).toBe('gridfs');
    await expectStoreContract(store);
    const db = mongoose.connection.db!;
    expect(await db.collection('images.files').countDocuments()).toBe(0);
    expect(await db.collection('images.chunks').countDocuments()).toBe(0);
  });

  it('a folder when UPLOADS_DIR is set', async () => {
    delete process.env.BLOB_READ_WRITE_TOKEN;
    const folder = await mkdtemp(path.join(tmpdir(), 'mrittika-uploads-'));
    process.env.UPLOADS_DIR = folder;
    try {
      const store = currentImageStore();
      expect(store.name).toBe('disk');
      await expectStoreContract(store);
      expect(await readdir(folder)).toEqual([]);
      // Keys are ids the shop made; anything else names no file.
      expect(await store.open('../../etc/passwd')).toBeNull();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/**
 * Vercel Blob cannot be reached from here, so its adapter is tested against a loopback stand-in that answers the
 * requests @vercel/blob sends (PUT /?pathname=, POST /delete, GET of the blob's URL), pointed at through the SDK's
 * own VERCEL_BLOB_API_URL.
 */
describe('Vercel Blob when BLOB_READ_WRITE_TOKEN is set (loopback stand-in for its API)', () => {
  const files = new Map<string, { bytes: Buffer; type: string }>();
  const seen: string[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', base);
      seen.push(`${request.method} ${url.pathname} ${request.headers.authorization ?? ''}`);
      if (request.method === 'PUT' && url.pathname === '/') {
        const pathname = url.searchParams.get('pathname')!;
        const type = String(request.headers['x-content-type'] ?? '');
        files.set(`/files/${pathname}`, { bytes: body, type });
        response.setHeader('content-type', 'application/json');
        const blobUrl = `${base}/files/${pathname}`;
        response.end(JSON.stringify({ url: blobUrl, downloadUrl: `${blobUrl}?download=1`, pathname, contentType: type, contentDisposition: 'inline' }));
      } else if (request.method === 'POST' && url.pathname === '/delete') {
        for (const gone of (JSON.parse(body.toString()) as { urls: string[] }).urls) files.delete(new URL(gone).pathname);
        response.setHeader('content-type', 'application/json');
        response.end('{}');
      } else if (request.method === 'GET' && files.has(url.pathname)) {
        const file = files.get(url.pathname)!;
        response.setHeader('content-type', file.type);
        response.end(file.bytes);
      } else {
        response.statusCode = 404;
        response.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts, reads back and deletes through the Blob API with the token', async () => {
    process.env.BLOB_READ_WRITE_TOKEN = 'vercel_blob_rw_teststore_secret123';
    process.env.UPLOADS_DIR = '/should/not/be/used';
    process.env.VERCEL_BLOB_API_URL = base;
    const store = currentImageStore();
    expect(store.name).toBe('blob');
    const key = await expectStoreContract(store);
    expect(key).toMatch(new RegExp(`^${base}/files/tools/[0-9a-f]{24}\\.webp$`));
    expect(files.size).toBe(0);
    expect(seen.filter((line) => !line.startsWith('GET'))).toEqual([
      'PUT / Bearer vercel_blob_rw_teststore_secret123',
      'POST /delete Bearer vercel_blob_rw_teststore_secret123',
      'POST /delete Bearer vercel_blob_rw_teststore_secret123',
    ]);
  });
});
