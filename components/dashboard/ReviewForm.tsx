'use client';

import { RatingField } from '@/components/dashboard/RatingField';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextAreaField, TextField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { addReviewAction } from '@/lib/actions/reviews';
import { lazySchema } from '@/lib/validation/lazy';

const reviewSchema = lazySchema(() => import('@/lib/validation/reviews').then((module) => module.reviewSchema));

/** Post a review: the text and a rating 1 to 5; name and e-mail are the account's. */
export function ReviewForm({ reviewer }: { reviewer: { name: string; email: string } }) {
  const { reviewFormTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(reviewSchema, { defaultValues: { review: '' } });
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, 'review');
  const refusal = serverError(form);

  const post = form.handleSubmit(async ({ review, ratings }) => {
    if (applyResult(form, await addReviewAction({ review, ratings }), toasts.reviewSaved)) form.reset();
  });

  return (
    <form onSubmit={post} noValidate aria-labelledby="addreview-heading" className="max-w-lg">
      <TextField id="review-name" label={texts.name} value={reviewer.name} readOnly />
      <TextField id="review-email" label={texts.email} type="email" value={reviewer.email} readOnly />
      <TextAreaField label={texts.yourReview} {...field('review')} id="review-text" />
      <RatingField {...field('ratings', { setValueAs: emptyAsMissing })} />
      <FormAlert message={refusal} />
      <SubmitButton busy={form.formState.isSubmitting}>{texts.submit}</SubmitButton>
    </form>
  );
}
