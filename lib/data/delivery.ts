import 'server-only';
import * as z from 'zod/mini';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { changedFields, recordAudit } from '@/lib/data/audit';
import { CACHE_TAGS, cachedRead, expireCached } from '@/lib/data/cache';
import { connectToDatabase } from '@/lib/infra/db';
import { deliveryTexts } from '@/lib/texts';
import { deliverySettingsSchema } from '@/lib/validation/delivery';
import { ShopSetting } from '@/models/ShopSetting';

import type { DeliverySettings } from '@/lib/domain/delivery';

export type { DeliverySettings };

/** What the shop charges until an admin sets the charges on the Delivery page. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = { insideDhaka: 80, outsideDhaka: 150, freeFrom: 20_000 };

/** The settings' key in models/ShopSetting.ts, and their fields in the order the audit trail lists them. */
const DELIVERY_KEY = 'delivery';
const DELIVERY_FIELDS = ['insideDhaka', 'outsideDhaka', 'freeFrom'] as const;

/** The settings as stored, any figure never stored taken from the defaults. */
function settingsOf(stored: Partial<Record<keyof DeliverySettings, number | null>> | null): DeliverySettings {
  return Object.fromEntries(
    DELIVERY_FIELDS.map((name) => [name, typeof stored?.[name] === 'number' ? stored[name] : DEFAULT_DELIVERY_SETTINGS[name]]),
  ) as DeliverySettings;
}

const readStoredSettings = cachedRead(
  async (): Promise<DeliverySettings> => {
    await connectToDatabase();
    return settingsOf(await ShopSetting.findOne({ key: DELIVERY_KEY }).lean());
  },
  'delivery:settings',
  { args: z.tuple([]), tags: [CACHE_TAGS.delivery] },
);

/** Everyone: the delivery charges now (the defaults until an admin sets them). */
export async function readDeliverySettings(): Promise<DeliverySettings> {
  return readStoredSettings();
}

/**
 * Admins set the delivery charges, all three at once (`input` is checked with deliverySettingsSchema). The change
 * is recorded in the audit trail with the figures it changed, before and after; a save that changes nothing is
 * not recorded.
 */
export async function updateDeliverySettings(caller: Caller | null, input: unknown): Promise<DeliverySettings> {
  const admin = requireAccess(caller, isAdmin);
  const settings: DeliverySettings = deliverySettingsSchema.parse(input);
  await connectToDatabase();
  const before = await ShopSetting.findOneAndUpdate({ key: DELIVERY_KEY }, { $set: settings }, {
    upsert: true,
    returnDocument: 'before',
    runValidators: true,
  }).lean();
  expireCached(CACHE_TAGS.delivery);
  const changed = changedFields(settingsOf(before), settings, DELIVERY_FIELDS);
  if (changed) await recordAudit(admin, { action: 'delivery.updated', target: { id: DELIVERY_KEY, label: deliveryTexts.auditLabel }, ...changed });
  return settings;
}
