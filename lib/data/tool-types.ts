import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { recordId } from '@/lib/data/answer-fields';

/**
 * A tool as pages and the API show it (lib/data/tools.ts makes it): the schema the OpenAPI document describes the
 * answer with (lib/openapi/tools.ts), and the type the data layer and the pages name. Plain data, id as a string.
 */

/** The tool's average from its visible reviews (one decimal; null without any) and how many there are. */
export const toolRatingSchema = z
  .object({ average: z.number().nullable(), count: z.number().int() })
  .describe("The average (one decimal; null without any) and number of the tool's visible reviews");
export type ToolRating = z.infer<typeof toolRatingSchema>;

/** Specifications and the Bangla texts are optional: only those an admin set (lib/domain/tool-text.ts falls back to English). */
export const toolSummarySchema = z.object({
  id: recordId,
  name: z.string(),
  desc: z.string(),
  price: z.number().describe('Unit price in BDT'),
  minimum: z.number().int().describe('Minimum order quantity'),
  stock: z.number().int().describe('Units available'),
  img: z.string().describe('Image URL'),
  size: z.string().optional().describe('Specification, when set'),
  material: z.string().optional().describe('Specification, when set'),
  pack: z.string().optional().describe('Specification, when set'),
  warranty: z.string().optional().describe('Specification, when set'),
  nameBn: z.string().optional().describe('The name in Bangla, when set (Bangla pages show `name` otherwise)'),
  descBn: z.string().optional().describe('The description in Bangla, when set (Bangla pages show `desc` otherwise)'),
  rating: toolRatingSchema,
});
export type ToolSummary = z.infer<typeof toolSummarySchema>;
