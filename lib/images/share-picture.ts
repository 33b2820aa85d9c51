import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readImage } from '@/lib/data/images';
import { mediaIdOf } from '@/lib/images/limits';
import { absoluteUrl } from '@/lib/domain/site';

/** The picture types next/og can draw (it cannot draw WebP). */
const DRAWABLE: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const OWN_IMAGE = /^\/images\/[a-z0-9-]+\/[a-z0-9._-]+$/;
const MAX_BYTES = 5 * 1024 * 1024;

function dataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** One of our own files under /public: from the disk where there is one, else from the site itself (Vercel's CDN). */
async function ownImage(img: string): Promise<string | null> {
  const type = DRAWABLE[path.extname(img).toLowerCase()];
  if (!type) return null;
  try {
    return dataUrl(type, await readFile(path.join(process.cwd(), 'public', img)));
  } catch {
    const answer = await fetch(absoluteUrl(img), { signal: AbortSignal.timeout(3_000) }).catch(() => null);
    if (!answer?.ok) return null;
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return bytes.byteLength <= MAX_BYTES ? dataUrl(type, bytes) : null;
  }
}

/**
 * A tool's picture as a data URL for its Open Graph card (app/[lang]/(shop)/tools/[id]/opengraph-image/route.tsx), or null when it cannot be
 * drawn: our own files and uploaded JPEG or PNG photos are; images on other sites are never fetched by the server.
 */
export async function sharePicture(img: string): Promise<string | null> {
  if (OWN_IMAGE.test(img)) return ownImage(img);
  const mediaId = mediaIdOf(img);
  if (!mediaId) return null;
  const stored = await readImage(mediaId);
  if (!stored || !['image/png', 'image/jpeg'].includes(stored.contentType) || stored.size > MAX_BYTES) {
    await stored?.body.cancel();
    return null;
  }
  return dataUrl(stored.contentType, new Uint8Array(await new Response(stored.body).arrayBuffer()));
}
