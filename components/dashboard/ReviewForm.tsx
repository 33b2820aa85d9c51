'use client';

import { FormAlert, SelectField, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addReviewAction } from '@/lib/actions/reviews';
import { toasts } from '@/lib/texts';
import { REVIEW_RATINGS, reviewSchema } from '@/lib/validation/reviews';

/** Post a review: the text and a rating 1 to 5; name and e-mail are the account's. */
export function ReviewForm({ reviewer }: { reviewer: { name: string; email: string } }) {
  const form = useSchemaForm(reviewSchema, { defaultValues: { review: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const post = form.handleSubmit(async ({ review, ratings }) => {
    if (applyResult(form, await addReviewAction({ review, ratings }), toasts.reviewSaved)) form.reset();
  });

  return (
    <form onSubmit={post} noValidate aria-labelledby="addreview-heading" className="max-w-lg">
      <TextField id="review-name" label="Name" value={reviewer.name} readOnly />
      <TextField id="review-email" label="Email" type="email" value={reviewer.email} readOnly />
      <TextAreaField id="review-text" label="Your review" error={errors.review?.message} {...register('review')} />
      <SelectField
        id="review-ratings"
        label="Rating"
        // Starts on the disabled "Ratings?" placeholder, which counts as no rating yet.
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
      <FormAlert message={serverError(form)} />
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Add Review
      </button>
    </form>
  );
}
