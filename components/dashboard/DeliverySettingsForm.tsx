'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { emptyAsMissing, FormAlert, SubmitButton, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { updateDeliverySettingsAction } from '@/lib/actions/delivery';
import type { DeliverySettings } from '@/lib/data/delivery';
import { lazySchema } from '@/lib/validation/lazy';
import type { DeliverySettingsFormValues } from '@/lib/validation/delivery';

const deliverySettingsSchema = lazySchema(() => import('@/lib/validation/delivery').then((module) => module.deliverySettingsSchema));

// Empty number boxes hold nothing (not ""), so the schema answers "Inside Dhaka is Required" rather than its range.
const NUMBER = { setValueAs: emptyAsMissing } as const;

function formValues({ insideDhaka, outsideDhaka, freeFrom }: DeliverySettings): DeliverySettingsFormValues {
  return { insideDhaka: String(insideDhaka), outsideDhaka: String(outsideDhaka), freeFrom: String(freeFrom) };
}

/** The Delivery page's form: the charge inside Dhaka, the charge outside it, and the subtotal from which delivery is free. */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettings }) {
  const { deliveryTexts, adminToasts } = useTexts();
  const form = useSchemaForm(deliverySettingsSchema, { defaultValues: formValues(settings) });
  const field = fieldsOf(form, 'delivery-form');
  const { labels, hints } = deliveryTexts;

  const save = form.handleSubmit(async (values) => {
    const result = await updateDeliverySettingsAction(values);
    // The boxes start from what was saved, so that a later change counts as one.
    if (applyResult(form, result, adminToasts.deliverySaved) && result.ok) form.reset(formValues(result.settings));
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby="delivery-heading" className="max-w-lg" data-testid="delivery-form">
      <TextField label={labels.insideDhaka} inputMode="numeric" hint={hints.insideDhaka} {...field('insideDhaka', NUMBER)} />
      <TextField label={labels.outsideDhaka} inputMode="numeric" hint={hints.outsideDhaka} {...field('outsideDhaka', NUMBER)} />
      <TextField label={labels.freeFrom} inputMode="numeric" hint={hints.freeFrom} {...field('freeFrom', NUMBER)} />
      <FormAlert message={serverError(form)} />
      <SubmitButton busy={form.formState.isSubmitting}>{deliveryTexts.save}</SubmitButton>
    </form>
  );
}
