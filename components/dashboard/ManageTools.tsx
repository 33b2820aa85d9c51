'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { CLEAR_EDITS, KEEP_EDITS, toolChanges } from '@/components/dashboard/tool-edits';
import { FormAlert, emptyAsMissing } from '@/components/ui/FormField';
import { announceResult, applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { deleteToolAction, updateToolAction } from '@/lib/actions/tools';
import type { ToolSummary } from '@/lib/data/tools';
import { mediaIdOf } from '@/lib/images/limits';
import { formatBDT } from '@/lib/money';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';
import { formatNumber } from '@/lib/numbers';
import { DataTable, RowHeading } from '@/components/ui/DataTable';

const stockAndPriceSchema = lazySchema(() => import('@/lib/validation/tools').then((module) => module.toolStockAndPriceSchema));

type Editable = 'price' | 'minimum' | 'stock';
const LABELS: Record<Editable, string> = { price: 'Price', minimum: 'Minimum order', stock: 'Stock' };

/** Manage Tools (admin): every tool, with its price, minimum order and stock editable in place, and Delete. */
export function ManageTools({ tools }: { tools: ToolSummary[] }) {
  const caption = useRef<HTMLTableCaptionElement>(null);
  return (
    <DataTable
      label="Tools"
      testId="manage-tools"
      caption="Every tool in the catalogue, newest first. Edit changes the price, minimum order or stock here; Edit Tool changes every field and the photo."
      captionRef={caption}
      columns={['Image', 'Name', 'Price', 'Minimum order', 'Stock']}
      actions="Actions"
      rows={tools}
      row={(tool) => <ToolRow key={tool.id} tool={tool} onDeleted={() => caption.current?.focus()} />}
      empty={<p>No tools are listed yet.</p>}
    />
  );
}

function ToolRow({ tool, onDeleted }: { tool: ToolSummary; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const [busy, startTransition] = useTransition();
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = `edit-tool-${tool.id}`;
  const router = useRouter();
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
    if (applyResult(form, result, toasts.toolUpdated)) {
      stopEditing();
    } else if (!result.ok && result.status === 409) {
      // The stock changed meanwhile: the box shows it once the page is refreshed; the other changes stay.
      setStockWas(null);
      form.resetField('stock');
      router.refresh();
    }
  });

  const remove = () =>
    startTransition(async () => {
      if (announceResult(await deleteToolAction(tool.id), toasts.toolDeleted)) onDeleted();
    });

  const numberCell = (field: Editable, shown: string) => {
    if (!editing)
      return (
        <td data-testid={`tool-${field}`} data-label={LABELS[field]}>
          {shown}
        </td>
      );
    const id = `${formId}-${field}`;
    const error = errors[field]?.message;
    return (
      <td data-label={LABELS[field]}>
        <label htmlFor={id} className="sr-only">
          {`${LABELS[field]} of ${tool.name}`}
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
      <RowHeading label="Name">{tool.name}</RowHeading>
      {numberCell('price', formatBDT(tool.price))}
      {numberCell('minimum', formatNumber(tool.minimum))}
      {numberCell('stock', formatNumber(tool.stock))}
      <td>
        {editing ? (
          <form id={formId} onSubmit={save} noValidate aria-label={`Edit ${tool.name}`} className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting} aria-label={`Save ${tool.name}`}>
              Save
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={stopEditing} aria-label={`Cancel editing ${tool.name}`}>
              Cancel
            </button>
            <FormAlert message={serverError(form)} />
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Link href={`/dashboard/manageproduct/${tool.id}`} className="btn btn-ghost btn-sm" aria-label={`Edit Tool: ${tool.name}`}>
              Edit Tool
            </Link>
            <button
              ref={editButton}
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={`Edit ${tool.name}`}
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <ConfirmButton
              label={`Delete ${tool.name}`}
              detail={`${tool.name} will be taken off the catalogue. Orders already placed keep their copy of it.`}
              confirmText="Yes, delete"
              disabled={busy}
              onConfirm={remove}
            >
              Delete
            </ConfirmButton>
          </div>
        )}
      </td>
    </tr>
  );
}
