'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CLEAR_EDITS, KEEP_EDITS, toolChanges } from '@/components/dashboard/tool-edits';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { FileField, FormAlert, SubmitButton, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addToolAction, updateToolAction } from '@/lib/actions/tools';
import type { ToolSummary } from '@/lib/data/tools';
import { PHOTO_ACCEPT } from '@/lib/images/limits';
import { lazySchema } from '@/lib/validation/lazy';
import { chosenPhoto, TOOL_OPTIONAL_TEXTS, TOOL_SPECIFICATIONS, type ToolOptionalText } from '@/lib/validation/tool-fields';
import type { ToolFormValues } from '@/lib/validation/tools';

const toolFormSchema = lazySchema(() => import('@/lib/validation/tools').then((module) => module.toolFormSchema));

// Empty number boxes hold nothing (not ""), so the schema answers "Price is Required" rather than "Provide a valid Price".
const NUMBER = { setValueAs: emptyAsMissing } as const;

function formValues(tool: ToolSummary): ToolFormValues {
  const { name, desc, price, minimum, stock, img } = tool;
  return { name, desc, price: String(price), minimum: String(minimum), stock: String(stock), img, ...optionalTexts(tool) };
}

/**
 * The optional texts (specifications, Bangla name and description) as the form holds them and the server action
 * reads them: text, "" for one left empty (which clears it).
 */
function optionalTexts(fields: Partial<Record<ToolOptionalText, string | null>>) {
  return Object.fromEntries(TOOL_OPTIONAL_TEXTS.map((name) => [name, fields[name] ?? '']));
}

/**
 * Add Tool (no `tool`) and Edit Tool (every field of `tool`): the image is a URL or a photo file (JPEG, PNG or WebP,
 * at most 5 MB). A photo travels beside the fields as FormData; the server checks its content and stores it
 * before it saves the tool.
 */
export function ToolForm({ tool }: { tool?: ToolSummary }) {
  const router = useRouter();
  const { adminToolTexts: texts, banglaLabels, optionalLabel, specificationLabels, adminToasts } = useTexts();
  const form = useSchemaForm(toolFormSchema, tool ? { values: formValues(tool), resetOptions: KEEP_EDITS } : undefined);
  const field = fieldsOf(form, 'tool');
  // The stock the box showed when the admin first changed it; a refresh meanwhile leaves their text (KEEP_EDITS).
  const [stockWas, setStockWas] = useState<number | null>(null);
  const noteStockWas = () => setStockWas((was) => was ?? tool?.stock ?? null);

  const save = form.handleSubmit(async ({ photo, img, ...fields }) => {
    const file = chosenPhoto(photo);
    const upload = file ? new FormData() : null;
    upload?.set('photo', file!);
    const payload = { ...fields, ...optionalTexts(fields), ...(file ? {} : { img }) };
    if (!tool) {
      if (!applyResult(form, await addToolAction(payload, upload), adminToasts.toolAdded)) return;
      form.reset();
      form.setFocus('name');
      return;
    }
    const changes = toolChanges(payload, form.formState.dirtyFields, stockWas ?? tool.stock);
    // Nothing changed and no photo: the tool is already as the form shows it.
    const result = Object.keys(changes).length > 0 || upload ? await updateToolAction(tool.id, changes, upload) : { ok: true as const };
    if (applyResult(form, result, adminToasts.toolUpdated)) {
      setStockWas(null);
      form.reset(undefined, CLEAR_EDITS);
    } else if (!result.ok && result.status === 409) {
      // The stock changed meanwhile: the box shows it once the page is refreshed; the admin's other changes stay.
      setStockWas(null);
      form.resetField('stock');
      router.refresh();
    }
  });

  return (
    <form onSubmit={save} noValidate aria-labelledby={tool ? 'edittool-heading' : 'addproduct-heading'} className="max-w-lg">
      <TextField label={texts.name} {...field('name')} />
      <TextAreaField label={texts.description} {...field('desc')} />
      <TextField label={optionalLabel(banglaLabels.nameBn)} lang="bn" maxLength={120} {...field('nameBn')} />
      <TextAreaField label={optionalLabel(banglaLabels.descBn)} lang="bn" maxLength={2000} {...field('descBn')} />
      <TextField label={texts.price} inputMode="numeric" {...field('price', NUMBER)} />
      <TextField label={texts.minimum} inputMode="numeric" {...field('minimum', NUMBER)} />
      <TextField label={texts.stock} inputMode="numeric" {...field('stock', { ...NUMBER, onChange: noteStockWas })} />
      <TextField label={texts.imageUrl} type="url" placeholder={texts.imageUrlPlaceholder} {...field('img')} />
      <FileField label={texts.photo} accept={PHOTO_ACCEPT} hint={texts.photoHint} {...field('photo')} />
      <fieldset className="mt-4">
        <legend className="font-semibold">{texts.specifications}</legend>
        {TOOL_SPECIFICATIONS.map((name) => (
          <TextField key={name} label={specificationLabels[name]} maxLength={120} {...field(name)} />
        ))}
      </fieldset>
      <FormAlert message={serverError(form)} />
      <SubmitButton busy={form.formState.isSubmitting}>{tool ? texts.saveTool : texts.addTool}</SubmitButton>
    </form>
  );
}
