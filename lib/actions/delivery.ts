'use server';

import { defineAction } from '@/lib/actions/define';
import { updateDeliverySettings } from '@/lib/data/delivery';

/** Delivery (admins): the charge inside Dhaka, the charge outside it and the subtotal from which delivery is free. */
export const updateDeliverySettingsAction = defineAction(async (caller, input: unknown) => ({ settings: await updateDeliverySettings(caller, input) }));
