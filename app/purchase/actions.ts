'use server';

import { revalidatePath } from 'next/cache';
import { runAction, type ActionResult } from '@/lib/action-result';
import { getCaller } from '@/lib/auth/caller';
import { placeOrder } from '@/lib/data/orders';

/**
 * Purchase: places the order for the signed-in customer. The data layer prices it, reserves the stock atomically
 * and answers 400/409 with the spec's quantity message when the quantity is not (or no longer) available.
 */
export async function placeOrderAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const order = await placeOrder(await getCaller(), input);
    revalidatePath('/');
    revalidatePath(`/purchase/${order.toolId}`);
    revalidatePath('/dashboard/myorder');
  });
}
