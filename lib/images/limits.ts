/**
 * How large a tool's photo may be. Shared by the browser's early check, the server's check, the API's body limit
 * and next.config.ts (the server-action body limit sits just above it), so no upload is cut off by a limit lower
 * than the one the shop announces.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A photo plus the form's other fields and the multipart framing: the largest body an upload may send. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 256 * 1024;

/** What the browser's file picker offers (a hint only: the server checks the content). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Where uploaded photos are served: /media/{id} (app/media/[id]/route.ts). */
export function mediaPath(id: string): string {
  return `/media/${id}`;
}

/** A stored photo's id, as it appears in its /media path. */
export const MEDIA_ID_PATTERN = '[0-9a-f]{24}';

/** The id in a /media/{id} path, or null for any other image URL. */
export function mediaIdOf(url: string | null | undefined): string | null {
  const match = new RegExp(`^/media/(${MEDIA_ID_PATTERN})$`).exec(url ?? '');
  return match ? match[1]! : null;
}
