import * as z from 'zod/mini';
import { optionalText, requiredText, wholeNumber } from './common';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images/limits';
import { chosenPhoto, isAcceptableImageUrl } from './tool-fields';
import { banglaLabels, fieldMessages, specificationLabels } from '@/lib/texts';

const imageUrl = requiredText('ImageUrl', 2048).check(z.refine(isAcceptableImageUrl, fieldMessages.invalid('ImageUrl')));

/** Optional text of at most `max` characters; empty ("") means not set, null after parsing (an edit clears it). */
const clearableText = (label: string, max: number) => z.pipe(optionalText(label, max), z.transform((value) => (value === '' ? null : value)));

/** One specification: text of at most 120 characters, empty to clear. */
const specification = (label: string) => clearableText(label, 120);

/** The specifications an admin may set on a tool (Add Tool, Edit Tool and the API share them). */
export const toolSpecificationsSchema = z.object({
  size: specification(specificationLabels.size),
  material: specification(specificationLabels.material),
  pack: specification(specificationLabels.pack),
  warranty: specification(specificationLabels.warranty),
});

/**
 * The tool's name and description in Bangla (Add Tool, Edit Tool and the API): optional, as long as the English
 * ones may be, empty to clear (Bangla pages then show the English). Any script is text: no rule here is ASCII-only.
 */
const toolInBanglaSchema = z.object({
  nameBn: clearableText(banglaLabels.nameBn, 120).check(z.describe('The name in Bangla, at most 120 characters; "" clears it')),
  descBn: clearableText(banglaLabels.descBn, 2000).check(z.describe('The description in Bangla, at most 2000 characters; "" clears it')),
});

/**
 * Add Tool: every field required, with the messages of docs/texts.md, and the optional specifications and Bangla
 * name and description. Prices are whole BDT.
 */
export const toolSchema = z.extend(
  z.object({
    name: requiredText('Name', 120),
    desc: requiredText('Description', 2000),
    price: wholeNumber('Price', { min: 0, max: 10_000_000 }),
    minimum: wholeNumber('Quantity', { min: 1, max: 1_000_000 }),
    stock: wholeNumber('Stock', { min: 0, max: 10_000_000 }),
    img: imageUrl,
  }),
  { ...toolSpecificationsSchema.shape, ...toolInBanglaSchema.shape },
);

/** Manage Tools' edit in place covers the numbers that change most: the Add Tool schema's own rules for them. */
export const toolStockAndPriceSchema = z.pick(toolSchema, { price: true, minimum: true, stock: true });

/**
 * The stock the editor started from (Edit Tool, Manage Tools; optional for API clients): the edit is made only while
 * the tool's stock is still this, so an order placed meanwhile is never written over (409 otherwise).
 */
const expectedStock = { expectedStock: z.optional(wholeNumber('Stock', { min: 0, max: Number.MAX_SAFE_INTEGER })) };

/** Edit a tool (admin): any of the Add Tool fields, at least one, and optionally the stock expected now. */
export const toolChangesSchema = z.extend(z.partial(toolSchema), expectedStock).check(
  z.refine((changes) => Object.entries(changes).some(([name, value]) => name !== 'expectedStock' && value !== undefined), {
    message: fieldMessages.toolChangesEmpty,
  }),
);

/** Add Tool with a photo file: the Add Tool fields; the image is the uploaded photo, so `img` is not read. */
export const toolWithPhotoSchema = z.omit(toolSchema, { img: true });

/** Edit a tool with a photo file: the photo alone is a change; any other field may come with it. */
export const toolChangesWithPhotoSchema = z.extend(z.partial(toolWithPhotoSchema), expectedStock);

// The form checks every rule at once, so an empty form shows every message (a refinement runs beside the fields).
const always = { when: () => true } as const;
const noPhoto = (form: { photo?: unknown }) => chosenPhoto(form.photo) === null;
const imgText = (form: { img?: unknown }) => (typeof form.img === 'string' ? form.img.trim() : '');

/**
 * The dashboard's Add Tool and Edit Tool form: the Add Tool fields, with the image given as a URL (`img`) or as a
 * photo file (`photo`). The browser checks the photo's size and declared type to answer early; the server checks
 * its content (lib/images/check.ts).
 */
export const toolFormSchema = z.extend(toolWithPhotoSchema, { img: z.optional(z.string()), photo: z.optional(z.unknown()) }).check(
  z.refine((form) => !noPhoto(form) || imgText(form) !== '', { ...always, path: ['img'], message: fieldMessages.required('ImageUrl') }),
  z.refine((form) => !noPhoto(form) || imgText(form) === '' || imageUrl.safeParse(form.img).success, {
    ...always,
    path: ['img'],
    message: fieldMessages.invalid('ImageUrl'),
  }),
  z.refine((form) => (chosenPhoto(form.photo)?.size ?? 0) <= MAX_PHOTO_BYTES, { ...always, path: ['photo'], message: fieldMessages.photoTooLarge }),
  z.refine((form) => noPhoto(form) || PHOTO_ACCEPT.split(',').includes(chosenPhoto(form.photo)!.type), {
    ...always,
    path: ['photo'],
    message: fieldMessages.photoNotImage,
  }),
);
export type ToolFormValues = z.input<typeof toolFormSchema>;
