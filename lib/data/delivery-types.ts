import { z } from 'zod';
import '@/lib/validation/browser-zod';

/**
 * The delivery charges as the checkout, the Delivery page and the API show them (lib/data/delivery.ts reads them;
 * lib/openapi/orders.ts describes them): whole BDT, each zone's charge, and the subtotal from which delivery is free.
 */
export const deliverySettingsSummarySchema = z.object({
  insideDhaka: z.number().int().min(0).describe('BDT, an order delivered in the Dhaka district'),
  outsideDhaka: z.number().int().min(0).describe('BDT, an order delivered to any other district'),
  freeFrom: z.number().int().min(0).describe('BDT: an order whose subtotal is this or more is delivered free'),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSummarySchema>;
