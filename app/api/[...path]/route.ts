import { unknownApiPath } from '@/lib/http/api-route';

/** Any path under /api that no route serves: a JSON 404, never the shop's HTML page. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownApiPath();
