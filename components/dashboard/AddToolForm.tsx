'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { addToolAction } from '@/app/dashboard/actions';
import { TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { schemaResolver } from '@/components/ui/schemaResolver';
import { toasts } from '@/lib/toasts';
import { toolSchema, type ToolFormValues, type ToolInput } from '@/lib/validation/tools';

const FIELDS = ['name', 'desc', 'price', 'minimum', 'stock', 'img'] as const;
// Empty number boxes hold nothing (not ""), so the schema answers "Price is Required" rather than "Provide a valid Price".
const NUMBER = { setValueAs: emptyAsMissing } as const;

/** Add Tool (spec section 5): every field required, with the spec's messages; the tool is on sale at once. */
export function AddToolForm() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ToolFormValues, unknown, ToolInput>({ resolver: schemaResolver(toolSchema) });

  const add = handleSubmit(async (tool) => {
    setRefusal(null);
    const answer = await addToolAction(tool);
    if (answer.ok) {
      toast.success(toasts.toolAdded);
      reset();
      setFocus('name');
      return;
    }
    for (const field of FIELDS) {
      const message = answer.fields?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (!answer.fields) setRefusal(answer.error);
  });

  return (
    <form onSubmit={add} noValidate aria-labelledby="addproduct-heading" className="max-w-lg">
      <TextField id="tool-name" label="Name" error={errors.name?.message} {...register('name')} />
      <TextAreaField id="tool-desc" label="Description" error={errors.desc?.message} {...register('desc')} />
      <TextField id="tool-price" label="Price (BDT)" inputMode="numeric" error={errors.price?.message} {...register('price', NUMBER)} />
      <TextField
        id="tool-minimum"
        label="Minimum order quantity"
        inputMode="numeric"
        error={errors.minimum?.message}
        {...register('minimum', NUMBER)}
      />
      <TextField id="tool-stock" label="Stock" inputMode="numeric" error={errors.stock?.message} {...register('stock', NUMBER)} />
      <TextField
        id="tool-img"
        label="Image URL"
        type="url"
        placeholder="https://... or /images/tools/..."
        error={errors.img?.message}
        {...register('img')}
      />
      {refusal ? (
        <p role="alert" className="alert alert-error mt-4">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Add Tool
      </button>
    </form>
  );
}
