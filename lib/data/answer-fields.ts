import { z } from 'zod';
import '@/lib/validation/browser-zod';

/**
 * The pieces every answer schema (`lib/data/<domain>-types.ts`) is built of. The data layer's records carry `id`; the
 * API answers them with the old API's `_id` (lib/http/answers.ts `apiRecord`), which lib/openapi/ describes from the same
 * schemas.
 */
export const recordId = z.string().regex(/^[0-9a-f]{24}$/).describe('MongoDB id, 24 hexadecimal characters');

/** An ISO 8601 date-time, or null where the record has none (records from before it was kept). */
export const timestamp = z.string().nullable().describe('ISO 8601 date-time');

/** A line's units and what they cost, the same in a cart and an order: `lineTotal` is quantity x unitPrice. */
export const lineAmounts = { quantity: z.number().int(), lineTotal: z.number().describe('quantity x unitPrice') };
