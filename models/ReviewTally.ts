import { tallyModel } from './tally';

/** The one tally's key: the shop as a whole. */
export const SHOP_TALLY = 'shop';

/**
 * The shop's visible reviews counted as they change, so that its average never reads every review: one tally (`key`
 * SHOP_TALLY), moved wherever a review is added, hidden, restored or removed, and rebuilt from the reviews by
 * scripts/migrations/review-tally.ts (docs/decisions/0061-lists-that-scale.md). `count`: how many reviews are
 * visible; `sum`: their ratings added up (average = sum / count).
 */
export const ReviewTally = tallyModel('ReviewTally', ['count', 'sum']);
