import { readImage } from '@/lib/data/images';
import { withErrorAnswers } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

/**
 * An uploaded photo. Its address changes whenever a tool gets a new photo, so what is served here never changes:
 * browsers, CDNs and the image optimiser may keep it for a year. Only the stored type is ever sent (nosniff), and
 * opened on its own it runs nothing (sandbox).
 */
export const GET = withErrorAnswers(async (_request: Request, { params }: Context) => {
  const image = await readImage((await params).id);
  if (!image) {
    return new Response('No image with this id.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(image.body, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
