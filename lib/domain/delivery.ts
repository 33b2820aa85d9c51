import type { DeliverySettings } from '@/lib/data/delivery-types';
import { deliveryZone, type District } from '@/lib/domain/districts';

/**
 * The delivery charge rule (docs/orders.md, "Delivery charges"), plain so that the checkout page can show the charge as the
 * customer picks a district; the server charges by the same function (lib/data/checkout.ts).
 */

/** The delivery charges, whole BDT: each zone's charge, and the subtotal from which delivery is free. */
export type { DeliverySettings };

/**
 * What delivering an order costs: nothing once its subtotal reaches `freeFrom`, otherwise the charge of the zone of
 * its district (inside Dhaka or outside). Amounts in BDT.
 */
export function deliveryCharge(subtotal: number, district: District, settings: DeliverySettings): number {
  if (subtotal >= settings.freeFrom) return 0;
  return settings[deliveryZone(district)];
}
