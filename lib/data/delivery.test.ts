import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/auth/caller-type';
import { DISTRICTS } from '@/lib/domain/districts';
import { errorAnswer } from '@/lib/http/answers';
import { AuditEntry } from '@/models/AuditEntry';
import { ShopSetting } from '@/models/ShopSetting';
import { User } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { deliveryCharge } from '@/lib/domain/delivery';
import { DEFAULT_DELIVERY_SETTINGS, readDeliverySettings, updateDeliverySettings, type DeliverySettings } from './delivery';

withTestDatabase('data_delivery');

let admin: Caller;
let customer: Caller;

beforeEach(async () => {
  await Promise.all([ShopSetting.deleteMany({}), AuditEntry.deleteMany({}), User.deleteMany({})]);
  admin = await createCaller('delivery-admin@example.com', 'admin');
  customer = await createCaller('delivery-buyer@example.com', 'customer');
});

/** The status and refused fields the API and the actions would answer for what `call` throws. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; fields?: Record<string, string[]> }> {
  const error = await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (thrown: unknown) => thrown,
  );
  const { status, body } = errorAnswer(error);
  return { status, fields: body.fields };
}

describe('the delivery charges', () => {
  it('are 80 inside Dhaka, 150 outside and free from 20,000 until an admin sets them', async () => {
    expect(DEFAULT_DELIVERY_SETTINGS).toEqual({ insideDhaka: 80, outsideDhaka: 150, freeFrom: 20_000 });
    expect(await readDeliverySettings()).toEqual({ insideDhaka: 80, outsideDhaka: 150, freeFrom: 20_000 });
    expect(await ShopSetting.countDocuments()).toBe(0);
  });

  it('are set by an admin, in one document, with the changed figures recorded in the audit trail', async () => {
    const started = Date.now();
    // Digits in strings, as an HTML form sends them.
    expect(await updateDeliverySettings(admin, { insideDhaka: '100', outsideDhaka: 150, freeFrom: 25_000 })).toEqual({
      insideDhaka: 100,
      outsideDhaka: 150,
      freeFrom: 25_000,
    });
    expect(await readDeliverySettings()).toEqual({ insideDhaka: 100, outsideDhaka: 150, freeFrom: 25_000 });
    await updateDeliverySettings(admin, { insideDhaka: 100, outsideDhaka: 200, freeFrom: 0 });
    expect(await readDeliverySettings()).toEqual({ insideDhaka: 100, outsideDhaka: 200, freeFrom: 0 });
    // The same figures again change nothing, and nothing more is recorded.
    await updateDeliverySettings(admin, { insideDhaka: 100, outsideDhaka: 200, freeFrom: 0 });

    expect(await ShopSetting.find().lean()).toEqual([expect.objectContaining({ key: 'delivery', insideDhaka: 100, outsideDhaka: 200, freeFrom: 0 })]);
    const [first, second, ...rest] = await AuditEntry.find().sort({ at: 1, _id: 1 }).lean();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      kind: 'settings',
      action: 'delivery.updated',
      actor: { id: admin.id, email: admin.email },
      target: { id: 'delivery', label: 'Delivery charges' },
      before: { insideDhaka: 80, freeFrom: 20_000 },
      after: { insideDhaka: 100, freeFrom: 25_000 },
    });
    expect(Object.keys(first!.after as object)).toEqual(['insideDhaka', 'freeFrom']);
    expect(first!.at.getTime()).toBeGreaterThanOrEqual(started);
    expect(second).toMatchObject({ before: { outsideDhaka: 150, freeFrom: 25_000 }, after: { outsideDhaka: 200, freeFrom: 0 } });
  });

  it('are refused to a customer (403) and to nobody signed in (401), and nothing changes', async () => {
    await updateDeliverySettings(admin, { insideDhaka: 90, outsideDhaka: 160, freeFrom: 30_000 });
    await AuditEntry.deleteMany({});
    const free = { insideDhaka: 0, outsideDhaka: 0, freeFrom: 0 };
    expect(await refusal(updateDeliverySettings(customer, free))).toEqual({ status: 403, fields: undefined });
    expect(await refusal(updateDeliverySettings(null, free))).toEqual({ status: 401, fields: undefined });
    expect(await readDeliverySettings()).toEqual({ insideDhaka: 90, outsideDhaka: 160, freeFrom: 30_000 });
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it('refuse bad figures (400, each field named) and change nothing', async () => {
    await updateDeliverySettings(admin, { insideDhaka: 90, outsideDhaka: 160, freeFrom: 30_000 });
    await AuditEntry.deleteMany({});
    const bad = await refusal(updateDeliverySettings(admin, { insideDhaka: -1, outsideDhaka: 12.5, freeFrom: 1_000_001 }));
    expect(bad).toEqual({
      status: 400,
      fields: {
        insideDhaka: ['Inside Dhaka must be a whole number of BDT from 0 to 1,000,000'],
        outsideDhaka: ['Outside Dhaka must be a whole number of BDT from 0 to 1,000,000'],
        freeFrom: ['Free delivery from must be a whole number of BDT from 0 to 1,000,000'],
      },
    });
    const missing = await refusal(updateDeliverySettings(admin, { insideDhaka: 80 }));
    expect(missing).toEqual({
      status: 400,
      fields: { outsideDhaka: ['Outside Dhaka is Required'], freeFrom: ['Free delivery from is Required'] },
    });
    for (const input of [null, 'free', { insideDhaka: { $gt: 0 }, outsideDhaka: 1, freeFrom: 1 }, { insideDhaka: '8O', outsideDhaka: 1, freeFrom: 1 }]) {
      expect((await refusal(updateDeliverySettings(admin, input))).status, JSON.stringify(input)).toBe(400);
    }
    // The largest and smallest figures are accepted.
    expect(await updateDeliverySettings(admin, { insideDhaka: 0, outsideDhaka: 1_000_000, freeFrom: 1_000_000 })).toEqual({
      insideDhaka: 0,
      outsideDhaka: 1_000_000,
      freeFrom: 1_000_000,
    });
    expect(await AuditEntry.countDocuments()).toBe(1);
  });
});

describe('deliveryCharge', () => {
  const settings: DeliverySettings = { insideDhaka: 80, outsideDhaka: 150, freeFrom: 20_000 };

  it("charges the zone's charge below the threshold, and nothing at or above it", () => {
    expect(deliveryCharge(19_999, 'Dhaka', settings)).toBe(80);
    expect(deliveryCharge(19_999, 'Chattogram', settings)).toBe(150);
    expect(deliveryCharge(20_000, 'Dhaka', settings)).toBe(0);
    expect(deliveryCharge(20_000, 'Chattogram', settings)).toBe(0);
    expect(deliveryCharge(20_001, 'Dhaka', settings)).toBe(0);
    expect(deliveryCharge(20_001, "Cox's Bazar", settings)).toBe(0);
    expect(deliveryCharge(0, 'Dhaka', settings)).toBe(80);
    expect(deliveryCharge(450, 'Gazipur', settings)).toBe(150);
  });

  it('charges every district but Dhaka the outside charge', () => {
    const charges = new Set(DISTRICTS.filter((district) => district !== 'Dhaka').map((district) => deliveryCharge(1_000, district, settings)));
    expect([...charges]).toEqual([150]);
  });

  it('is free for everything when the threshold is 0, and follows the figures it is given', () => {
    expect(deliveryCharge(0, 'Sylhet', { ...settings, freeFrom: 0 })).toBe(0);
    expect(deliveryCharge(5_000, 'Dhaka', { insideDhaka: 60, outsideDhaka: 120, freeFrom: 5_001 })).toBe(60);
    expect(deliveryCharge(5_001, 'Khulna', { insideDhaka: 60, outsideDhaka: 120, freeFrom: 5_001 })).toBe(0);
  });
});
