'use client';

import { FormAlert, TextField } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { hideReviewAction, restoreReviewAction } from '@/lib/actions/reviews';
import { toasts } from '@/lib/texts';
import { lazySchema } from '@/lib/validation/lazy';

const reviewModerationSchema = lazySchema(() => import('@/lib/validation/reviews').then((module) => module.reviewModerationSchema));

/** Hide (or restore) one review, with the reason the audit trail and the customer will read. */
export function ModerateReviewForm({ reviewId, hidden, author }: { reviewId: string; hidden: boolean; author: string }) {
  const form = useSchemaForm(reviewModerationSchema, { defaultValues: { reason: '' } });
  const field = fieldsOf(form, `moderate-${reviewId}`);
  const action = hidden ? 'Restore' : 'Hide';

  const moderate = form.handleSubmit(async (input) => {
    const answer = hidden ? await restoreReviewAction(reviewId, input) : await hideReviewAction(reviewId, input);
    if (applyResult(form, answer, hidden ? toasts.reviewRestored : toasts.reviewHidden)) form.reset();
  });

  return (
    <form onSubmit={moderate} noValidate aria-label={`${action} the review by ${author}`} className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <TextField label="Reason" maxLength={300} {...field('reason')} />
      </div>
      <button type="submit" className={`btn btn-sm ${hidden ? 'btn-primary' : 'btn-warning'} mb-1`} disabled={form.formState.isSubmitting}>
        {action}
      </button>
      <FormAlert message={serverError(form)} />
    </form>
  );
}
