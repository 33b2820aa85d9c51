'use client';

import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { hideReviewAction, restoreReviewAction } from '@/lib/actions/reviews';
import { lazySchema } from '@/lib/validation/lazy';

const reviewModerationSchema = lazySchema(() => import('@/lib/validation/reviews').then((module) => module.reviewModerationSchema));

/** Hide (or restore) one review, with the reason the audit trail and the customer will read. */
export function ModerateReviewForm({ reviewId, hidden, author }: { reviewId: string; hidden: boolean; author: string }) {
  const { adminReviewTexts: texts, adminToasts } = useTexts();
  const form = useSchemaForm(reviewModerationSchema, { defaultValues: { reason: '' } });
  const field = fieldsOf(form, `moderate-${reviewId}`);

  const moderate = form.handleSubmit(async (input) => {
    const answer = hidden ? await restoreReviewAction(reviewId, input) : await hideReviewAction(reviewId, input);
    if (applyResult(form, answer, hidden ? adminToasts.reviewRestored : adminToasts.reviewHidden)) form.reset();
  });

  return (
    <form onSubmit={moderate} noValidate aria-label={texts.formLabel(hidden, author)} className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <TextField label={texts.reason} maxLength={300} {...field('reason')} />
      </div>
      <button type="submit" className={`btn btn-sm ${hidden ? 'btn-primary' : 'btn-warning'} mb-1`} disabled={form.formState.isSubmitting}>
        {hidden ? texts.restore : texts.hide}
      </button>
      <FormAlert message={serverError(form)} />
    </form>
  );
}
