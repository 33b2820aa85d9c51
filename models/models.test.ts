import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '@/test/database';
import { Order } from './Order';
import { Review } from './Review';
import { Tool } from './Tool';
import { User } from './User';

withTestDatabase('models');

const goodTool = { name: 'Notched Trowel', desc: 'Steel trowel', price: 450, minimum: 10, stock: 100, img: '/x.svg' };
const goodLine = { toolId: new mongoose.Types.ObjectId(), product: 'Notched Trowel', quantity: 10, unitPrice: 450, lineTotal: 4500, reserved: 10 };
const goodOrder = {
  lines: [goodLine],
  subtotal: 4500,
  deliveryCharge: 0,
  total: 4500,
  email: 'buyer@example.com',
  userName: 'Buyer',
  phone: '01711000000',
  address: 'Dhaka',
};

// Bad documents are cast `as never`: the models' types would refuse them before the database could.
/** The names of the fields mongoose refused. */
async function refusedFields(create: () => Promise<unknown>): Promise<string[]> {
  try {
    await create();
  } catch (error) {
    if (error instanceof mongoose.Error.ValidationError) return Object.keys(error.errors).sort();
    throw error;
  }
  throw new Error('the document was accepted');
}

describe('model validation, against the embedded database', () => {
  it('stores a valid tool', async () => {
    const tool = await Tool.create(goodTool);
    expect(await Tool.findById(tool._id).lean()).toMatchObject(goodTool);
  });

  it('refuses a tool with a negative price, fractional stock, zero minimum and no name', async () => {
    const before = await Tool.countDocuments();
    const fields = await refusedFields(() =>
      Tool.create({ ...goodTool, name: '', price: -1, stock: 2.5, minimum: 0 }),
    );
    expect(fields).toEqual(['minimum', 'name', 'price', 'stock']);
    expect(await Tool.countDocuments()).toBe(before);
  });

  it('refuses a review rated outside "1" to "5" or without text', async () => {
    const fields = await refusedFields(() =>
      Review.create({ name: 'A', email: 'a@example.com', review: '', ratings: '6' } as never),
    );
    expect(fields).toEqual(['ratings', 'review']);
  });

  it('refuses an order without a customer, with a line of quantity 0 or an unknown status', async () => {
    const fields = await refusedFields(() =>
      Order.create({ ...goodOrder, email: undefined, lines: [{ ...goodLine, quantity: 0 }], status: 'lost' } as never),
    );
    expect(fields).toEqual(['email', 'lines.0.quantity', 'status']);
  });

  it('refuses an order without lines or with more than 50, a line without its tool or price, a negative charge, and fractional reserved units', async () => {
    const before = await Order.countDocuments();
    expect(await refusedFields(() => Order.create({ ...goodOrder, lines: [] }))).toEqual(['lines']);
    expect(await refusedFields(() => Order.create({ ...goodOrder, lines: Array.from({ length: 51 }, () => goodLine) }))).toEqual(['lines']);
    expect(await refusedFields(() => Order.create({ ...goodOrder, lines: undefined } as never))).toEqual(['lines']);
    const lineWithoutToolOrPrice = { product: 'Notched Trowel', quantity: 10, lineTotal: 4500, reserved: 1.5 };
    expect(
      await refusedFields(() => Order.create({ ...goodOrder, lines: [lineWithoutToolOrPrice], deliveryCharge: -1 } as never)),
    ).toEqual(['deliveryCharge', 'lines.0.reserved', 'lines.0.toolId', 'lines.0.unitPrice']);
    expect(await Order.countDocuments()).toBe(before);
    // Fifty lines is an order; no delivery charge given is none.
    const full = await Order.create({ ...goodOrder, deliveryCharge: undefined, lines: Array.from({ length: 50 }, () => goodLine) });
    expect(full.lines).toHaveLength(50);
    expect(full.deliveryCharge).toBe(0);
  });

  it('starts an order as pending with an empty timeline, and refuses a timeline step in an unknown status', async () => {
    const order = await Order.create(goodOrder);
    expect(order.status).toBe('pending');
    expect(order.timeline).toHaveLength(0);
    const fields = await refusedFields(() =>
      Order.create({ ...goodOrder, timeline: [{ status: 'lost', at: new Date(), by: 'a@example.com' }] } as never),
    );
    expect(fields).toEqual(['timeline.0.status']);
  });

  it('refuses a user with a malformed e-mail, a non-digit number or an unknown role', async () => {
    const fields = await refusedFields(() => User.create({ email: 'not-an-email', number: '01-71', role: 'owner' } as never));
    expect(fields).toEqual(['email', 'number', 'role']);
  });
});

describe('unique indexes are enforced by the engine', () => {
  it('refuses a second user with the same e-mail (E11000), whatever its case', async () => {
    await User.init();
    await User.create({ email: 'same@example.com', name: 'First' });
    const duplicate = User.create({ email: 'SAME@example.com', name: 'Second' });
    await expect(duplicate).rejects.toMatchObject({ code: 11000 });
    expect(await User.countDocuments({ email: 'same@example.com' })).toBe(1);
  });

  it('refuses an update that would give two users the same e-mail', async () => {
    await User.init();
    await User.create({ email: 'one@example.com' });
    const other = await User.create({ email: 'two@example.com' });
    await expect(User.updateOne({ _id: other._id }, { email: 'one@example.com' })).rejects.toMatchObject({
      code: 11000,
    });
    expect((await User.findById(other._id).lean())?.email).toBe('two@example.com');
  });
});
