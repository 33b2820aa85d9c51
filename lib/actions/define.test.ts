import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import { runAction } from '@/lib/actions/define';
import { placeOrder } from '@/lib/data/orders';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import { toolSchema } from '@/lib/validation/tools';

// What the dashboard's server actions hand their forms: the API's answer for the same failure, never a stack trace.
describe('runAction', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes success on with what the call returned', async () => {
    expect(await runAction(async () => ({ modifiedCount: 1 }))).toEqual({ ok: true, modifiedCount: 1 });
    expect(await runAction(async () => undefined)).toEqual({ ok: true });
  });

  it("gives bad input as 400 with the schema's messages per field", async () => {
    const answer = await runAction(async () => {
      toolSchema.parse({ name: 'Trowel', desc: 'Steel', price: '12.5', minimum: 1, stock: 3 });
    });
    expect(answer).toEqual({
      ok: false,
      status: 400,
      error: 'Invalid input',
      fields: { price: ['Provide a valid Price'], img: ['ImageUrl is Required'] },
    });
  });

  it('gives refusals of the data layer with their status and message', async () => {
    expect(await runAction(() => placeOrder(null, {}))).toEqual({ ok: false, status: 401, error: 'Sign in to continue.' });
    const cases = [
      [new AccessDeniedError(403), 403, 'You are not allowed to do this.'],
      [new NotFoundError('No order with this id.'), 404, 'No order with this id.'],
      [new ConflictError('The last admin cannot be removed.'), 409, 'The last admin cannot be removed.'],
      [new InvalidInputError('Error: Minimum order quantity is 2 & maximum quantity is 5'), 400, 'Error: Minimum order quantity is 2 & maximum quantity is 5'],
    ] as const;
    for (const [error, status, message] of cases) {
      expect(
        await runAction(async () => {
          throw error;
        }),
      ).toEqual({ ok: false, status, error: message });
    }
  });

  it('hides unexpected failures behind a plain sentence (and logs them)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await runAction(async () => {
      throw new TypeError('Cannot read properties of undefined (reading "secret")');
    });
    expect(answer).toEqual({ ok: false, status: 500, error: 'Something went wrong on our side. Please try again.' });
    expect(JSON.stringify(answer)).not.toContain('secret');
    expect(log).toHaveBeenCalledOnce();
  });
});
