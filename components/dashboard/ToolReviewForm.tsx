'use client';

import { RatingField } from '@/components/dashboard/RatingField';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextAreaField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { reviewBoughtToolAction } from '@/lib/actions/reviews';
import { lazySchema } from '@/lib/validation/lazy';

const toolReviewSchema = lazySchema(() => import('@/lib/validation/reviews').then((module) => module.toolReviewSchema));

/** Review one tool of a confirmed order: a rating 1 to 5 and the text, checked with the server action's own schema. */
export function ToolReviewForm({ orderId, toolId, product }: { orderId: string; toolId: string; product: string }) {
  const { reviewFormTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(toolReviewSchema, { defaultValues: { orderId, toolId, review: '' } });
  // The fields and FormAlert show the shared schema's English messages in the page's language.
  const field = fieldsOf(form, `tool-review-${toolId}`);
  const refusal = serverError(form);

  // On success the refreshed page shows the review in place of this form.
  const post = form.handleSubmit(async (input) => {
    applyResult(form, await reviewBoughtToolAction(input), toasts.reviewSaved);
  });

  return (
    <form onSubmit={post} noValidate aria-label={texts.reviewTool(product)}>
      <RatingField {...field('ratings', { setValueAs: emptyAsMissing })} />
      <TextAreaField label={texts.yourReview} {...field('review')} id={`tool-review-${toolId}-text`} />
      <FormAlert message={refusal} />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary mt-4">
        {texts.post}
      </SubmitButton>
    </form>
  );
}
