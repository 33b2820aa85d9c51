import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '@/components/ui/FormField';
import { REVIEW_RATINGS } from '@/lib/validation/review-ratings';

/**
 * The rating of a review, 1 to 5. It starts on the disabled "Ratings?" placeholder, which counts as no rating yet
 * (register it with `setValueAs: emptyAsMissing` so that the schema says "Ratings is Required").
 */
export function RatingField(props: { id: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <SelectField label="Rating" defaultValue="" {...props}>
      <option value="" disabled>
        Ratings?
      </option>
      {REVIEW_RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {rating}
        </option>
      ))}
    </SelectField>
  );
}
