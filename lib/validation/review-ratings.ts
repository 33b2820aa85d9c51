/**
 * The old API's ratings: the strings "1" to "5" (the Review model stores the same). Apart from the review schemas
 * (reviews.ts), without zod, so that the rating box of a review form ships no validation code
 * (docs/decisions/0080-light-form-pages.md).
 */
export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;
