import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { DELIVERY_AMOUNT_MAX } from '@/lib/validation/delivery';

/** The settings an admin changes, each one document under its key. */
export const SHOP_SETTING_KEYS = ['delivery'] as const;

/** A whole number of BDT, within the bound the payload's schema sets (lib/validation/delivery.ts). */
const amount = {
  type: Number,
  min: 0,
  max: DELIVERY_AMOUNT_MAX,
  validate: { validator: Number.isInteger, message: '{PATH} must be a whole number' },
} as const;

/**
 * The shop's settings, one document per key. `delivery` holds the delivery charges (lib/data/delivery.ts): what an
 * order delivered inside the Dhaka district pays, what one delivered to any other district pays, and the subtotal
 * from which delivery is free; without a document the data layer answers its defaults.
 */
const shopSettingSchema = new Schema(
  {
    /** Which setting: unique, so that concurrent first saves make one document. */
    key: { type: String, required: true, enum: SHOP_SETTING_KEYS },
    insideDhaka: amount,
    outsideDhaka: amount,
    freeFrom: amount,
  },
  { timestamps: true },
);

shopSettingSchema.index({ key: 1 }, { unique: true });

export type ShopSettingFields = InferSchemaType<typeof shopSettingSchema>;
export const ShopSetting: Model<ShopSettingFields> =
  (mongoose.models.ShopSetting as Model<ShopSettingFields> | undefined) ?? mongoose.model('ShopSetting', shopSettingSchema);
