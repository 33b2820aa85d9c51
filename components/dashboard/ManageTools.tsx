'use client';

import Image from 'next/image';
import Link from '@/components/i18n/Link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { CLEAR_EDITS, KEEP_EDITS, toolChanges } from '@/components/dashboard/tool-edits';
import { FormAlert, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { deleteToolAction, updateToolAction } from '@/lib/actions/tools';
import type { ToolSummary } from '@/lib/data/tools';
import { mediaIdOf } from '@/lib/images/limits';
import { formatBDT } from '@/lib/domain/money';
import { lazySchema } from '@/lib/validation/lazy';
import { formatNumber } from '@/lib/domain/numbers';
import { toolText } from '@/lib/domain/tool-text';
import { translated } from '@/components/i18n/translated';
import { RowHeading } from '@/components/ui/DataTable';
import { ActionTable, useRowActions } from './ActionTable';

const stockAndPriceSchema = lazySchema(() => import('@/lib/validation/tools').then((module) => module.toolStockAndPriceSchema));

type Editable = 'price' | 'minimum' | 'stock';

/** Manage Tools (admin): every tool, with its price, minimum order and stock editable in place, and Delete. */
export function ManageTools({ tools }: { tools: ToolSummary[] }) {
  const { adminToolTexts: texts } = useTexts();
  return (
    <ActionTable
      words={texts}
      columns={['image', 'name', 'price', 'minimum', 'stock']}
      testId="manage-tools"
      caption={texts.caption}
      rows={tools}
      row={(tool, leave) => <ToolRow key={tool.id} tool={tool} onDeleted={leave} />}
      empty={<p>{texts.noTools}</p>}
    />
  );
}

function ToolRow({ tool, onDeleted }: { tool: ToolSummary; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const { busy, act } = useRowActions();
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = `edit-tool-${tool.id}`;
  const router = useRouter();
  const language = useLanguage();
  const { adminToolTexts: texts, adminToasts } = useTexts();
  // The name in the page's language where the tool has one; `nameLang` marks an English one on a Bangla page.
  const { name, nameLang } = toolText(tool, language);
  const form = useSchemaForm(stockAndPriceSchema, {
    values: { price: String(tool.price), minimum: String(tool.minimum), stock: String(tool.stock) },
    resetOptions: KEEP_EDITS,
  });
  // The stock the box showed when the admin first changed it (see ToolForm).
  const [stockWas, setStockWas] = useState<number | null>(null);
  const {
    register,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // Keyboard users land in the first box when the editor opens, and back on Edit when it closes.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) setFocus('price');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  const stopEditing = () => {
    setEditing(false);
    setStockWas(null);
    reset(undefined, CLEAR_EDITS);
  };

  const save = form.handleSubmit(async (values) => {
    const changes = toolChanges(values, form.formState.dirtyFields, stockWas ?? tool.stock);
    // Nothing changed: the tool is already as the row shows it.
    const result = Object.keys(changes).length > 0 ? await updateToolAction(tool.id, changes) : { ok: true as const };
    if (applyResult(form, result, adminToasts.toolUpdated)) {
      stopEditing();
    } else if (!result.ok && result.status === 409) {
      // The stock changed meanwhile: the box shows it once the page is refreshed; the other changes stay.
      setStockWas(null);
      form.resetField('stock');
      router.refresh();
    }
  });

  const remove = () => act(() => deleteToolAction(tool.id), adminToasts.toolDeleted, onDeleted);

  const numberCell = (field: Editable, shown: string) => {
    if (!editing)
      return (
        <td data-testid={`tool-${field}`} data-label={texts.columns[field]}>
          {shown}
        </td>
      );
    const id = `${formId}-${field}`;
    // The schema's message is English; this line is not a FormField, so it is put in the page's language here.
    const message = errors[field]?.message;
    const error = message && translated(message, language);
    return (
      <td data-label={texts.columns[field]}>
        <label htmlFor={id} className="sr-only">
          {texts.fieldOf(texts.columns[field], name)}
        </label>
        <input
          id={id}
          form={formId}
          inputMode="numeric"
          className={`input input-sm w-28 ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(field, {
            setValueAs: emptyAsMissing,
            onChange: () => {
              if (field === 'stock') setStockWas((was) => was ?? tool.stock);
            },
          })}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-error" data-testid={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </td>
    );
  };

  return (
    <tr data-testid="tool-row" aria-busy={busy || isSubmitting || undefined}>
      <td>
        <Image
          src={tool.img}
          alt=""
          width={64}
          height={48}
          sizes="64px"
          className="rounded-box bg-base-200"
          // Uploaded photos are shrunk to thumbnails; linked images are shown as they are, wherever they live.
          unoptimized={!mediaIdOf(tool.img)}
        />
      </td>
      <RowHeading label={texts.columns.name}>{nameLang === language ? name : <span lang={nameLang}>{name}</span>}</RowHeading>
      {numberCell('price', formatBDT(tool.price, language))}
      {numberCell('minimum', formatNumber(tool.minimum, language))}
      {numberCell('stock', formatNumber(tool.stock, language))}
      <td>
        {editing ? (
          <form id={formId} onSubmit={save} noValidate aria-label={texts.editLabel(name)} className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting} aria-label={texts.saveLabel(name)}>
              {texts.save}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={stopEditing} aria-label={texts.cancelLabel(name)}>
              {texts.cancel}
            </button>
            <FormAlert message={serverError(form)} />
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Link href={`/dashboard/manageproduct/${tool.id}`} className="btn btn-ghost btn-sm" aria-label={texts.editToolLabel(name)}>
              {texts.editTool}
            </Link>
            <button
              ref={editButton}
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={texts.editLabel(name)}
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              {texts.edit}
            </button>
            <ConfirmButton words={texts.delete} about={[name]} disabled={busy} onConfirm={remove} />
          </div>
        )}
      </td>
    </tr>
  );
}
