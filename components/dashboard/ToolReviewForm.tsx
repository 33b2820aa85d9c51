'use client';

import { FormAlert, SelectField, TextAreaField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { reviewBoughtToolAction } from '@/lib/actions/reviews';
import { toasts } from '@/lib/texts';
import { REVIEW_RATINGS, toolReviewSchema } from '@/lib/validation/reviews';

/** Review one tool of a paid order: a rating 1 to 5 and the text, checked with the server action's own schema. */
export function ToolReviewForm({ orderId, product }: { orderId: string; product: string }) {
  const form = useSchemaForm(toolReviewSchema, { defaultValues: { orderId, review: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const id = `tool-review-${orderId}`;

  // On success the refreshed page shows the review in place of this form.
  const post = form.handleSubmit(async (input) => {
    applyResult(form, await reviewBoughtToolAction(input), toasts.reviewSaved);
  });

  return (
    <form onSubmit={post} noValidate aria-label={`Review ${product}`}>
      <SelectField
        id={`${id}-ratings`}
        label="Rating"
        defaultValue=""
        error={errors.ratings?.message}
        {...register('ratings', { setValueAs: emptyAsMissing })}
      >
        <option value="" disabled>
          Ratings?
        </option>
        {REVIEW_RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}
          </option>
        ))}
      </SelectField>
      <TextAreaField id={`${id}-text`} label="Your review" error={errors.review?.message} {...register('review')} />
      <FormAlert message={serverError(form)} />
      <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Post review
      </button>
    </form>
  );
}
