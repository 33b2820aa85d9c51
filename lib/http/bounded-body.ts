/**
 * The one way a request body is read on this server (middleware's check of page posts, the API's JSON and photos,
 * the sign-in endpoints): with a running count, stopping as soon as it passes the limit. A chunked upload declares
 * no length, so the count is the only guard: reading first and measuring after would hold the whole upload in
 * memory (docs/decisions/0081-server-heap-limit.md).
 */

/** Whether the body's declared length (Content-Length) is already over `limit`. */
export function declaresMoreThan(headers: Headers, limit: number): boolean {
  return Number(headers.get('content-length') ?? 0) > limit;
}

/** The whole body, or null as soon as it grows past `limit` bytes; the rest of the upload is then left unread. */
export async function readAtMost(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling the middleware's copy of a body waits for the whole upload.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
