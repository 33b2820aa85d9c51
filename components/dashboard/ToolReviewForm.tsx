'use client';

import { RatingField } from '@/components/dashboard/RatingField';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { FormAlert, SubmitButton, TextAreaField, emptyAsMissing } from '@/components/ui/FormField';
import { applyResult, fieldsOf, serverError, useSchemaForm } from '@/components/ui/schema-form';
import { reviewBoughtToolAction } from '@/lib/actions/reviews';
import { translated } from '@/components/i18n/translated';
import { lazySchema } from '@/lib/validation/lazy';

const toolReviewSchema = lazySchema(() => import('@/lib/validation/reviews').then((module) => module.toolReviewSchema));

/** Review one tool of a confirmed order: a rating 1 to 5 and the text, checked with the server action's own schema. */
export function ToolReviewForm({ orderId, toolId, product }: { orderId: string; toolId: string; product: string }) {
  const language = useLanguage();
  const { reviewFormTexts: texts, toasts } = useTexts();
  const form = useSchemaForm(toolReviewSchema, { defaultValues: { orderId, toolId, review: '' } });
  const fields = fieldsOf(form, `tool-review-${toolId}`);
  // The shared schema's messages are English: shown in the page's language.
  const field: typeof fields = (...args) => {
    const props = fields(...args);
    return { ...props, error: props.error && translated(props.error, language) };
  };
  const refusal = serverError(form);

  // On success the refreshed page shows the review in place of this form.
  const post = form.handleSubmit(async (input) => {
    applyResult(form, await reviewBoughtToolAction(input), toasts.reviewSaved);
  });

  return (
    <form onSubmit={post} noValidate aria-label={texts.reviewTool(product)}>
      <RatingField {...field('ratings', { setValueAs: emptyAsMissing })} />
      <TextAreaField label={texts.yourReview} {...field('review')} id={`tool-review-${toolId}-text`} />
      <FormAlert message={refusal && translated(refusal, language)} />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary mt-4">
        {texts.post}
      </SubmitButton>
    </form>
  );
}
