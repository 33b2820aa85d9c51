import { z } from 'zod';
import { sameSitePath } from '@/lib/auth/return-path';
import { requiredText, wholeNumber } from './common';
import { fieldMessages } from '@/lib/texts';

/**
 * The image rule: a path on our own site ("/images/...") written the way the URL parser writes it (no dot
 * segments, empty segments, backslashes, encoded slashes or control characters, so it cannot turn into
 * `//other.host`), or an absolute http(s) URL with a host name and no user name or password in it.
 */
export function isAcceptableImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || /[\s\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false;
  // Empty segments (`/images//x`) are refused too: the server would only redirect them.
  if (value.startsWith('/')) return sameSitePath(value) === value && !value.split(/[?#]/, 1)[0]!.includes('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return !url.username && !url.password && url.hostname.includes('.') && url.href.length <= 2048;
  } catch {
    return false;
  }
}

const imageUrl = requiredText('ImageUrl', 2048).refine(isAcceptableImageUrl, fieldMessages.invalid('ImageUrl'));

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
