'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { placeOrderAction } from '@/app/purchase/actions';
import { TextAreaField, TextField } from '@/components/ui/FormField';
import { schemaResolver } from '@/components/ui/schemaResolver';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/toasts';
import { orderSchema, quantityRuleMessage, type OrderFormValues, type OrderInput } from '@/lib/validation/orders';

export type PurchaseTool = { id: string; name: string; price: number; minimum: number; stock: number };
export type Buyer = { name: string; email: string; phone: string; address: string };

/** Whole units typed in the quantity box, or null while it holds anything else. */
function typedQuantity(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * The order form under a tool (spec section 5): name and e-mail from the account, quantity between the tool's
 * minimum and its stock (the spec's message and a disabled Purchase button otherwise), phone and address.
 * The total shown is a preview; the server prices the order itself.
 */
export function PurchaseForm({ tool, buyer }: { tool: PurchaseTool; buyer: Buyer }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: schemaResolver(orderSchema),
    defaultValues: { toolId: tool.id, quantity: String(tool.minimum), phone: buyer.phone, address: buyer.address },
  });

  const quantity = typedQuantity(useWatch({ control, name: 'quantity' }));
  const quantityAllowed = quantity !== null && quantity >= tool.minimum && quantity <= tool.stock;
  const quantityError = quantityAllowed ? undefined : quantityRuleMessage(tool.minimum, tool.stock);

  const purchase = handleSubmit(async (order) => {
    setRefusal(null);
    const answer = await placeOrderAction({ ...order, toolId: tool.id });
    if (answer.ok) {
      setLeaving(true);
      toast.success(toasts.orderSaved);
      router.push('/dashboard/myorder');
      return;
    }
    for (const field of ['quantity', 'phone', 'address'] as const) {
      const message = answer.fields?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (!answer.fields) setRefusal(answer.error);
    // The stock went to other customers meanwhile (409), or the minimum changed: show what is true now.
    if (answer.status === 409 || answer.fields?.quantity) router.refresh();
  });

  return (
    <form onSubmit={purchase} noValidate aria-labelledby="order-heading" className="mt-10 max-w-xl">
      <h2 id="order-heading" className="text-2xl font-bold">
        Place your order
      </h2>
      <TextField id="order-name" label="Name" value={buyer.name} readOnly />
      <TextField id="order-email" label="Email" type="email" value={buyer.email} readOnly />
      <TextField
        id="order-quantity"
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={tool.minimum}
        max={tool.stock}
        step={1}
        error={quantityError ?? errors.quantity?.message}
        {...register('quantity')}
      />
      <p className="mt-2 text-lg" data-testid="order-total">
        Total:{' '}
        <output htmlFor="order-quantity" aria-live="polite" className="font-semibold">
          {quantity === null ? '-' : formatBDT(quantity * tool.price)}
        </output>
      </p>
      <TextField
        id="order-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        id="order-address"
        label="Address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      {refusal ? (
        <p role="alert" className="alert alert-error mt-4" data-testid="order-refusal">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-6" disabled={!quantityAllowed || isSubmitting || leaving}>
        {isSubmitting || leaving ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Purchase
      </button>
    </form>
  );
}
