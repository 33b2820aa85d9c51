import { z } from 'zod';
import { requiredText, wholeNumber } from './common';
import { fieldMessages } from '@/lib/texts';

/** A product image: a path on our own site ("/images/...") or an absolute http(s) URL. */
const imageUrl = requiredText('ImageUrl', 2048).refine(
  (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
  fieldMessages.invalid('ImageUrl'),
);

/** Add Tool (spec section 5): every field required, with the spec's messages. Prices are whole BDT. */
export const toolSchema = z.object({
  name: requiredText('Name', 120),
  desc: requiredText('Description', 2000),
  price: wholeNumber('Price', { min: 0, max: 10_000_000 }),
  minimum: wholeNumber('Quantity', { min: 1, max: 1_000_000 }),
  stock: wholeNumber('Stock', { min: 0, max: 10_000_000 }),
  img: imageUrl,
});
export type ToolInput = z.infer<typeof toolSchema>;
export type ToolFormValues = z.input<typeof toolSchema>;

/** Edit a tool (admin): any of the Add Tool fields, at least one. */
export const toolChangesSchema = toolSchema
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: fieldMessages.toolChangesEmpty,
  });
export type ToolChanges = z.infer<typeof toolChangesSchema>;
