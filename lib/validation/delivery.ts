import * as z from 'zod/mini';
import { wholeNumber } from './common';
import { deliveryTexts, fieldMessages } from '@/lib/texts';

/** The largest delivery charge or free-delivery amount an admin may set, in BDT (models/ShopSetting.ts keeps the same bound). */
export const DELIVERY_AMOUNT_MAX = 1_000_000;

/** A whole number of BDT from 0 to DELIVERY_AMOUNT_MAX, sent as a number or as digits (an HTML form). */
function amount(label: string) {
  return wholeNumber(label, { min: 0, max: DELIVERY_AMOUNT_MAX }, { invalid: fieldMessages.wholeTaka(label, DELIVERY_AMOUNT_MAX) });
}

/** The delivery charges (the Delivery page, `PUT /api/delivery`): each zone's charge and the subtotal from which delivery is free. */
export const deliverySettingsSchema = z.object({
  insideDhaka: amount(deliveryTexts.labels.insideDhaka),
  outsideDhaka: amount(deliveryTexts.labels.outsideDhaka),
  freeFrom: amount(deliveryTexts.labels.freeFrom),
});
export type DeliverySettingsFormValues = z.input<typeof deliverySettingsSchema>;
