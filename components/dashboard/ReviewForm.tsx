'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { addReviewAction } from '@/app/dashboard/actions';
import { SelectField, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { schemaResolver } from '@/components/ui/schemaResolver';
import { toasts } from '@/lib/toasts';
import { REVIEW_RATINGS, reviewSchema, type ReviewInput } from '@/lib/validation/reviews';

/** Post a review (spec section 5): the text and a rating 1 to 5; name and e-mail are the account's. */
export function ReviewForm({ reviewer }: { reviewer: { name: string; email: string } }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewSchema>, unknown, ReviewInput>({
    resolver: schemaResolver(reviewSchema),
    defaultValues: { review: '' },
  });

  const post = handleSubmit(async ({ review, ratings }) => {
    setRefusal(null);
    const answer = await addReviewAction({ review, ratings });
    if (answer.ok) {
      toast.success(toasts.reviewSaved);
      reset();
      return;
    }
    for (const field of ['review', 'ratings'] as const) {
      const message = answer.fields?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (!answer.fields) setRefusal(answer.error);
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
      {refusal ? (
        <p role="alert" className="alert alert-error mt-4">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-6" disabled={isSubmitting}>
        {isSubmitting ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
        Add Review
      </button>
    </form>
  );
}
