import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { lineAmounts, recordId } from '@/lib/data/answer-fields';

/** One line as pages and the API show it: the tool as it is now, and what the line costs at today's price. */
export const cartLineViewSchema = z.object({
  toolId: recordId,
  name: z.string().describe("The tool's name now"),
  unitPrice: z.number().describe('Unit price in BDT, read from the database now (a cart stores no price)'),
  ...lineAmounts,
  minimum: z.number().int().describe("The tool's minimum order"),
  stock: z.number().int().describe('Units available now'),
  img: z.string().describe('Image URL'),
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/**
 * A signed-in customer's cart as pages and the API show it (lib/data/cart.ts makes it, priced when it is read; lib/openapi/cart.ts
 * describes it): its lines in the order they were added, and what they cost together.
 */
export const cartViewSchema = z.object({
  lines: z.array(cartLineViewSchema).describe('In the order they were added. Tools deleted since are left out (and out of the cart)'),
  subtotal: z.number().describe('The line totals added up, in BDT (delivery is added at checkout)'),
});
export type CartView = z.infer<typeof cartViewSchema>;
