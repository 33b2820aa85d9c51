'use client';

import { FormAlert, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addToolAction } from '@/lib/actions/tools';
import { toasts } from '@/lib/texts';
import { toolSchema } from '@/lib/validation/tools';

// Empty number boxes hold nothing (not ""), so the schema answers "Price is Required" rather than "Provide a valid Price".
const NUMBER = { setValueAs: emptyAsMissing } as const;

/** Add Tool: every field required, with the catalogue's messages; the tool is on sale at once. */
export function AddToolForm() {
  const form = useSchemaForm(toolSchema);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const add = form.handleSubmit(async (tool) => {
    if (applyResult(form, await addToolAction(tool), toasts.toolAdded)) {
      form.reset();
      form.setFocus('name');
    }
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
      <FormAlert message={serverError(form)} />
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Add Tool
      </button>
    </form>
  );
}
