import { createHash } from 'node:crypto';

/**
 * Which database this server reads, as a short opaque name (a hash of MONGODB_URI, so no secret of it shows). Servers
 * of one build may share a cache (on disk, or in Redis) while reading different databases (a preview beside
 * production, a test's extra server): cached reads and kept pages are stored under it, so that an entry is only
 * ever served to a server reading the database it came from (docs/decisions/0024-shared-cache.md).
 */
export function databaseScope(uri = process.env.MONGODB_URI ?? ''): string {
  return createHash('sha256').update(uri).digest('base64url').slice(0, 16);
}
