'use server';

import { revalidatePath } from 'next/cache';
import { runAction, type ActionResult } from '@/lib/action-result';
import { getCaller } from '@/lib/auth/caller';
import { advanceFulfilment, confirmOrder, deleteOrder } from '@/lib/data/orders';
import { addReview } from '@/lib/data/reviews';
import { addTool, deleteTool, updateTool } from '@/lib/data/tools';
import { makeAdmin, removeAdmin, removeUser, updateProfile } from '@/lib/data/users';

/**
 * The dashboard's writes. Each one asks the data layer (which checks who is asking and validates the input
 * with the API's schemas) and then expires the pages that show what changed. Arguments come from the browser:
 * anything that is not text becomes "" and is refused by the data layer like any bad id.
 */

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** My Profile: name, number and address of your own account; the navigation shows the new name. */
export async function updateProfileAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const caller = await getCaller();
    await updateProfile(caller, caller?.email ?? '', input);
    revalidatePath('/', 'layout');
  });
}

/** My Order: pay for one order; it shows as Paid, and admins see it under Placed Orders. */
export async function confirmOrderAction(orderId: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await confirmOrder(await getCaller(), { orderId: text(orderId) });
    revalidatePath('/dashboard/myorder');
    revalidatePath('/dashboard/confirmorder');
  });
}

/** My Order: delete an unconfirmed order; its stock goes back on sale. */
export async function deleteOrderAction(orderId: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deleteOrder(await getCaller(), text(orderId));
    revalidatePath('/dashboard/myorder');
    revalidatePath('/');
  });
}

/** Add Review: shows at once on the home page and under Reviews. */
export async function addReviewAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await addReview(await getCaller(), input);
    revalidatePath('/');
    revalidatePath('/review');
  });
}

/** All Users: make an account admin. `modifiedCount` 0 means it already was one (spec: above 0 is success). */
export async function makeAdminAction(email: unknown): Promise<ActionResult<{ modifiedCount: number }>> {
  return runAction(async () => {
    const result = await makeAdmin(await getCaller(), text(email));
    revalidatePath('/dashboard/users');
    return result;
  });
}

/** All Users: take the admin role from an account (never your own, never the last admin); its sessions end. */
export async function removeAdminAction(email: unknown): Promise<ActionResult<{ modifiedCount: number }>> {
  return runAction(async () => {
    const result = await removeAdmin(await getCaller(), text(email));
    revalidatePath('/dashboard/users');
    return result;
  });
}

/** All Users: remove an account (never your own, never the last admin: the data layer refuses). */
export async function removeUserAction(email: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await removeUser(await getCaller(), text(email));
    revalidatePath('/dashboard/users');
  });
}

/** Add Tool: the new tool is on sale at once. */
export async function addToolAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await addTool(await getCaller(), input);
    revalidatePath('/');
    revalidatePath('/dashboard/manageproduct');
  });
}

/** Manage Tools: change a tool's price, minimum order quantity or stock. */
export async function updateToolAction(toolId: unknown, changes: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const id = text(toolId);
    await updateTool(await getCaller(), id, changes);
    revalidatePath('/');
    revalidatePath('/dashboard/manageproduct');
    revalidatePath(`/purchase/${id}`);
  });
}

/** Manage Tools: take a tool off the catalogue. */
export async function deleteToolAction(toolId: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deleteTool(await getCaller(), text(toolId));
    revalidatePath('/');
    revalidatePath('/dashboard/manageproduct');
  });
}

/** Placed Orders: move a confirmed order on (shipped, delivered); the customer sees it under My Order. */
export async function advanceFulfilmentAction(confirmedOrderId: unknown, status: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await advanceFulfilment(await getCaller(), text(confirmedOrderId), { status });
    revalidatePath('/dashboard/confirmorder');
    revalidatePath('/dashboard/myorder');
  });
}
