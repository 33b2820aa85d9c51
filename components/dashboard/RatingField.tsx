'use client';

import type { SelectHTMLAttributes } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { SelectField } from '@/components/ui/FormField';
import { formatNumber } from '@/lib/domain/numbers';
import { REVIEW_RATINGS } from '@/lib/validation/review-ratings';

/**
 * The rating of a review, 1 to 5 (written in the page's digits; the value sent is the API's "1" to "5"). It starts
 * on the disabled "Ratings?" placeholder, which counts as no rating yet (register it with
 * `setValueAs: emptyAsMissing` so that the schema says "Ratings is Required").
 */
export function RatingField(props: { id: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const language = useLanguage();
  const { reviewFormTexts: texts } = useTexts();
  return (
    <SelectField label={texts.rating} defaultValue="" {...props}>
      <option value="" disabled>
        {texts.ratingPlaceholder}
      </option>
      {REVIEW_RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {formatNumber(Number(rating), language)}
        </option>
      ))}
    </SelectField>
  );
}
