import 'server-only';
import type { Types } from 'mongoose';
import { isSignedIn, mayModerateReviews, ownerOf, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { recordAudit } from '@/lib/data/audit';
import * as z from 'zod/mini';
import { CACHE_TAGS, CACHED_ARGS, cachedRead, expireCached, type CacheTag } from '@/lib/data/cache';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { isReviewable, REVIEWABLE_STATUSES } from '@/lib/domain/order-status';
import { findPage, MAX_PAGE, pageOf, type Page } from '@/lib/domain/pagination';
import { countWrite } from '@/lib/http/rate-limit';
import { refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import { reviewModerationSchema, reviewSchema, toolReviewSchema, type ModerationFilter } from '@/lib/validation/reviews';
import { linesOf } from '@/lib/data/order-records';
import { Order } from '@/models/Order';
import { Review, type ReviewFields } from '@/models/Review';
import { ReviewTally, SHOP_TALLY } from '@/models/ReviewTally';
import { Tool } from '@/models/Tool';
import type { ReviewSummary } from '@/lib/data/review-types';

/** Reviews everyone may see: not hidden by an admin (absent on reviews from before moderation). */
const VISIBLE = { hidden: { $ne: true } };

/** A review as pages and the API show it: lib/data/review-types.ts. */
export type { ReviewSummary };

/** An address as a public list shows it: its first character and its domain. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

function toSummary({ _id, name, email, review, ratings }: ReviewFields & { _id: { toString(): string } }): ReviewSummary {
  return { id: _id.toString(), name, email: maskedEmail(email), review, ratings };
}

const readReviews = cachedRead(
  async (): Promise<ReviewSummary[]> => {
    await connectToDatabase();
    const reviews = await Review.find(VISIBLE).sort({ createdAt: -1, _id: -1 }).lean();
    return reviews.map(toSummary);
  },
  'reviews:list',
  { args: z.tuple([]), tags: [CACHE_TAGS.reviews] },
);

/** Everyone may read the reviews (all but the hidden ones), newest first. */
export async function listReviews(): Promise<ReviewSummary[]> {
  return readReviews();
}

/** The largest page of reviews anyone may ask for. */
const MAX_REVIEWS_PAGE_SIZE = 100;

/**
 * The shop-wide list's query: read on { createdAt: -1, _id: -1 } (hidden ones skipped as they are read), counted
 * on { hidden, createdAt, _id } (models/list-indexes.test.ts checks both).
 */
export const REVIEWS_PAGE_QUERY = { filter: VISIBLE, sort: { createdAt: -1, _id: -1 } } as const;

const readReviewsPage = cachedRead(
  async (page: number, pageSize: number): Promise<Page<ReviewSummary>> => {
    await connectToDatabase();
    const { filter, sort } = REVIEWS_PAGE_QUERY;
    return findPage(Review, filter, sort, { page, pageSize }, (review) => toSummary(review as StoredReview));
  },
  'reviews:page',
  { args: z.tuple([CACHED_ARGS.whole(1, MAX_PAGE), CACHED_ARGS.whole(1, MAX_REVIEWS_PAGE_SIZE)]), tags: [CACHE_TAGS.reviews] },
);

/**
 * Everyone: one page of the visible reviews, newest first (docs/decisions/0005-pages-of-lists.md). A page past
 * the end is empty; the page size is kept between 1 and 100.
 */
export async function listReviewsPage({ page, pageSize }: { page: number; pageSize: number }): Promise<Page<ReviewSummary>> {
  return readReviewsPage(Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1)), Math.min(MAX_REVIEWS_PAGE_SIZE, Math.max(1, Math.trunc(pageSize) || 1)));
}

/** An average rating (one decimal; null without any review) and how many reviews it is based on. */
type Rating = { average: number | null; count: number };

const readShopRating = cachedRead(
  async (): Promise<Rating> => {
    await connectToDatabase();
    const tally = await ReviewTally.findOne({ key: SHOP_TALLY }).lean();
    const count = tally?.count ?? 0;
    if (count <= 0) return { average: null, count: 0 };
    return { average: Math.round(((tally?.sum ?? 0) / count) * 10) / 10, count };
  },
  'reviews:rating',
  { args: z.tuple([]), tags: [CACHE_TAGS.reviews] },
);

/**
 * Everyone: the shop's average over its visible reviews and how many there are, read from the running tally
 * (models/ReviewTally.ts), never from every review.
 */
export async function shopRating(): Promise<Rating> {
  return readShopRating();
}

/** Moves the shop's tally by one review: +1 when it becomes visible, -1 when it is hidden or removed. */
async function countInTally(ratings: string, direction: 1 | -1): Promise<void> {
  await ReviewTally.updateOne({ key: SHOP_TALLY }, { $inc: { count: direction, sum: direction * Number(ratings) } }, { upsert: true });
}

/**
 * A signed-in user posts a review (`input`: the review payload, checked with reviewSchema), within the review
 * door's limit (lib/http/rate-limit.ts). The name and e-mail on it are the account's, whatever the body says.
 */
export async function addReview(caller: Caller | null, input: unknown): Promise<ReviewSummary> {
  const reviewer = requireAccess(caller, isSignedIn);
  const { review, ratings } = reviewSchema.parse(input);
  await countWrite('review', reviewer);
  await connectToDatabase();
  const saved = await Review.create({
    name: reviewer.name || reviewer.email.split('@')[0],
    email: reviewer.email,
    review,
    ratings,
  });
  await countInTally(ratings, 1);
  expireCached(CACHE_TAGS.reviews);
  // Its author is told their own address in full.
  return { ...toSummary(saved.toObject()), email: reviewer.email };
}

/* ---- Reviews of a tool (docs/decisions/0077-reviews-of-a-tool.md) and moderation (docs/admin.md) ---- */

/** A review of one tool as its page shows it. */
export type ToolReview = { id: string; name: string; review: string; ratings: string; createdAt: string | null };

/** How many of a tool's reviews its page shows at a time. */
export const TOOL_REVIEWS_PAGE_SIZE = 5;

type StoredReview = ReviewFields & { _id: Types.ObjectId; createdAt?: Date | null };

function toToolReview(review: StoredReview): ToolReview {
  const { _id, name, review: text, ratings, createdAt } = review;
  return { id: _id.toString(), name, review: text, ratings, createdAt: createdAt?.toISOString() ?? null };
}

/** A tool's visible reviews, as its page lists them. */
const toolReviewsOf = (toolId: string) => ({ toolId, ...VISIBLE });

const readToolReviews = cachedRead(
  async (toolId: string, page: number): Promise<Page<ToolReview>> => {
    await connectToDatabase();
    return findPage(Review, toolReviewsOf(toolId), { createdAt: -1, _id: -1 }, { page, pageSize: TOOL_REVIEWS_PAGE_SIZE }, (review) =>
      toToolReview(review as StoredReview),
    );
  },
  'reviews:tool',
  { args: z.tuple([CACHED_ARGS.id, CACHED_ARGS.whole(1, MAX_PAGE)]), tags: (toolId) => [CACHE_TAGS.reviews, CACHE_TAGS.tool(toolId)] },
);

/**
 * Everyone: how many pages of reviews a tool's page has (at least one), counted as the page reads them. middleware.ts
 * asks before a further page of reviews renders (lib/auth/page-access.ts).
 */
export async function toolReviewPageCount(toolId: string): Promise<number> {
  if (!isObjectIdText(toolId)) return 1;
  await connectToDatabase();
  const total = await Review.countDocuments(toolReviewsOf(toolId.toLowerCase()));
  return pageOf([], { page: 1, pageSize: TOOL_REVIEWS_PAGE_SIZE, total }).pageCount;
}

/** Everyone: a page of one tool's visible reviews, newest first (an unknown id has none). */
export async function listToolReviews(toolId: string, page: number): Promise<Page<ToolReview>> {
  const number = Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1));
  if (!isObjectIdText(toolId)) return pageOf([], { page: number, pageSize: TOOL_REVIEWS_PAGE_SIZE, total: 0 });
  return readToolReviews(toolId.toLowerCase(), number);
}

/** Changes a tool's kept rating by one review: +1 when it becomes visible, -1 when it is hidden. */
async function countInRating(review: Pick<StoredReview, 'toolId' | 'ratings'>, direction: 1 | -1): Promise<void> {
  if (!review.toolId) return;
  await Tool.updateOne({ _id: review.toolId }, { $inc: { ratingCount: direction, ratingSum: direction * Number(review.ratings) } });
}

/** What a change to a tool's reviews expires: the review lists, the catalogue (its ratings) and the tool's page. */
function reviewTags(toolId: Types.ObjectId | null | undefined): CacheTag[] {
  return toolId ? [CACHE_TAGS.reviews, CACHE_TAGS.tools, CACHE_TAGS.tool(toolId.toString())] : [CACHE_TAGS.reviews];
}

/**
 * A customer reviews the tool of one of their paid orders (My Order), once per tool. `input` is checked with
 * toolReviewSchema. Someone else's order: 403; an unpaid one: 409; a second review of the same tool: 409.
 */
export async function reviewBoughtTool(caller: Caller | null, input: unknown): Promise<ToolReview> {
  const customer = requireAccess(caller, isSignedIn);
  const { orderId, toolId, review, ratings } = toolReviewSchema.parse(input);
  await countWrite('review', customer);
  await connectToDatabase();
  const order = await Order.findById(orderId).lean();
  if (!order) throw new NotFoundError(refusals.noOrder);
  requireAccess(customer, ownerOf(order.email));
  if (!isReviewable(order.status)) throw new ConflictError(refusals.reviewNeedsPaidOrder);
  // The tool reviewed is one of the order's lines: the one named, or the order's only one.
  const lines = linesOf(order);
  const line = toolId ? lines.find((candidate) => candidate.toolId.toString() === toolId.toLowerCase()) : lines.length === 1 ? lines[0] : undefined;
  if (!line) throw new NotFoundError(refusals.noTool);
  if (!(await Tool.exists({ _id: line.toolId }))) throw new NotFoundError(refusals.noTool);
  const key = { email: customer.email, toolId: line.toolId };
  let upserted: Types.ObjectId | null;
  try {
    // One conditional write: a second review of the same tool (even sent twice at once) inserts nothing.
    const result = await Review.updateOne(
      key,
      { $setOnInsert: { ...key, name: customer.name || customer.email.split('@')[0], review, ratings, orderId: order._id, hidden: false } },
      { upsert: true, runValidators: true },
    );
    upserted = (result.upsertedId as Types.ObjectId | null) ?? null;
  } catch (error) {
    // The unique index refused a twin written at the same moment.
    if ((error as { code?: number }).code === 11000) throw new ConflictError(refusals.toolAlreadyReviewed);
    throw error;
  }
  if (!upserted) throw new ConflictError(refusals.toolAlreadyReviewed);
  await countInRating({ toolId: line.toolId, ratings }, 1);
  await countInTally(ratings, 1);
  expireCached(...reviewTags(line.toolId));
  const saved = await Review.findById(upserted).lean();
  return toToolReview(saved as StoredReview);
}

/** The customer's own review as My Order shows it, hidden ones marked with the shop's reason. */
export type MyReview = { id: string; review: string; ratings: string; hidden: boolean; hiddenReason: string | null };

/** A tool the customer paid for, with their review of it if they wrote one. */
export type ReviewableTool = { toolId: string; product: string; orderId: string; review: MyReview | null };

/** How many of a customer's paid orders My Order looks through for tools to review (newest first). */
const REVIEWABLE_ORDERS = 200;

function toMyReview(review: StoredReview): MyReview {
  const hidden = review.hidden === true;
  return {
    id: review._id.toString(),
    review: review.review,
    ratings: review.ratings,
    hidden,
    hiddenReason: hidden ? (review.moderation?.reason ?? null) : null,
  };
}

/**
 * The caller's paid-for tools (one entry per tool, from its newest paid order) and their reviews of them. A tool the
 * shop has since removed is left out unless they reviewed it: a review of it could only be refused.
 */
export async function listReviewableTools(caller: Caller | null): Promise<ReviewableTool[]> {
  const customer = requireAccess(caller, isSignedIn);
  await connectToDatabase();
  const orders = await Order.find({ email: customer.email, status: { $in: REVIEWABLE_STATUSES } })
    .sort({ createdAt: -1, _id: -1 })
    .limit(REVIEWABLE_ORDERS)
    .select({ lines: 1, toolId: 1, product: 1, quantity: 1, total: 1 })
    .lean();
  // Each tool once, from its newest confirmed order.
  const newest = new Map<string, { orderId: Types.ObjectId; toolId: Types.ObjectId; product: string }>();
  for (const order of orders) {
    for (const line of linesOf(order)) {
      const id = line.toolId.toString();
      if (!newest.has(id)) newest.set(id, { orderId: order._id, toolId: line.toolId, product: line.product });
    }
  }
  const toolIds = [...newest.values()].map((bought) => bought.toolId);
  const [reviews, inCatalogue] = await Promise.all([
    Review.find({ email: customer.email, toolId: { $in: toolIds } }).lean(),
    Tool.find({ _id: { $in: toolIds } }).select({ _id: 1 }).lean(),
  ]);
  const byTool = new Map(reviews.map((review) => [review.toolId!.toString(), toMyReview(review as StoredReview)]));
  const stillSold = new Set(inCatalogue.map((tool) => tool._id.toString()));
  return [...newest.entries()].filter(([toolId]) => stillSold.has(toolId) || byTool.has(toolId)).map(([toolId, bought]) => ({
    toolId,
    product: bought.product,
    orderId: bought.orderId.toString(),
    review: byTool.get(toolId) ?? null,
  }));
}

/** One of the caller's own reviews in their list: what it is about, and whether the shop hid it. */
export type OwnReview = MyReview & { tool: { id: string; name: string } | null; createdAt: string | null };

export const OWN_REVIEWS_PAGE_SIZE = 10;

/** The names of the tools some reviews are about, read once for a page of them. */
async function toolNamesOf(reviews: Pick<StoredReview, 'toolId'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(reviews.flatMap((review) => (review.toolId ? [review.toolId.toString()] : [])))];
  const tools = ids.length > 0 ? await Tool.find({ _id: { $in: ids } }).select({ name: 1 }).lean() : [];
  return new Map(tools.map((tool) => [tool._id.toString(), tool.name]));
}

/** A signed-in user's own reviews (of the shop and of tools), newest first, hidden ones marked with the reason. */
export async function listOwnReviews(caller: Caller | null, page: number): Promise<Page<OwnReview>> {
  const reviewer = requireAccess(caller, isSignedIn);
  await connectToDatabase();
  const found = await findPage(Review, { email: reviewer.email }, { createdAt: -1, _id: -1 }, { page, pageSize: OWN_REVIEWS_PAGE_SIZE }, (review) => review as StoredReview);
  const names = await toolNamesOf(found.items);
  return {
    ...found,
    items: found.items.map((review) => {
      const toolId = review.toolId?.toString();
      return {
        ...toMyReview(review),
        tool: toolId ? { id: toolId, name: names.get(toolId) ?? '' } : null,
        createdAt: review.createdAt?.toISOString() ?? null,
      };
    }),
  };
}

/** A review as the admins' Reviews page lists it. */
export type ModeratedReview = {
  id: string;
  name: string;
  email: string;
  review: string;
  ratings: string;
  tool: { id: string; name: string } | null;
  hidden: boolean;
  moderation: { reason: string; by: string; at: string } | null;
  createdAt: string | null;
};

export const MODERATION_PAGE_SIZE = 20;

/** Admins: every review (or only the shown or the hidden ones), newest first, a page at a time. */
export async function listReviewsForModeration(
  caller: Caller | null,
  { page, show }: { page: number; show: ModerationFilter },
): Promise<Page<ModeratedReview>> {
  requireAccess(caller, mayModerateReviews);
  await connectToDatabase();
  const filter = show === 'hidden' ? { hidden: true } : show === 'visible' ? VISIBLE : {};
  const found = await findPage(Review, filter, { createdAt: -1, _id: -1 }, { page, pageSize: MODERATION_PAGE_SIZE }, (review) => review as StoredReview);
  const toolNames = await toolNamesOf(found.items);
  return {
    ...found,
    items: found.items.map((review) => {
      const toolId = review.toolId?.toString();
      const { reason, by, at } = review.moderation ?? {};
      return {
        id: review._id.toString(),
        name: review.name,
        email: review.email,
        review: review.review,
        ratings: review.ratings,
        tool: toolId ? { id: toolId, name: toolNames.get(toolId) ?? '' } : null,
        hidden: review.hidden === true,
        moderation: reason && by && at ? { reason, by, at: at.toISOString() } : null,
        createdAt: review.createdAt?.toISOString() ?? null,
      };
    }),
  };
}

/** How the audit trail names a review. */
function reviewTarget(review: StoredReview) {
  return { id: review._id.toString(), label: `${review.name}: ${review.review.slice(0, 80)}` };
}

/**
 * Admins hide (`hide: true`) or restore a review, with a reason (reviewModerationSchema). One conditional update:
 * a review already in that state is a 409 and changes nothing. The tool's kept rating, the cached lists and pages
 * change at once, and the audit trail records it.
 */
async function moderateReview(caller: Caller | null, id: string, input: unknown, hide: boolean): Promise<ModeratedReviewResult> {
  const admin = requireAccess(caller, mayModerateReviews);
  const { reason } = reviewModerationSchema.parse(input);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noReview);
  await connectToDatabase();
  const moderation = { reason, by: admin.email, at: new Date() };
  const before = (await Review.findOneAndUpdate(
    { _id: id, hidden: hide ? { $ne: true } : true },
    { $set: { hidden: hide, moderation } },
    { returnDocument: 'before' },
  ).lean()) as StoredReview | null;
  if (!before) {
    if (await Review.exists({ _id: id })) throw new ConflictError(hide ? refusals.reviewAlreadyHidden : refusals.reviewNotHidden);
    throw new NotFoundError(refusals.noReview);
  }
  await countInRating(before, hide ? -1 : 1);
  await countInTally(before.ratings, hide ? -1 : 1);
  expireCached(...reviewTags(before.toolId));
  await recordAudit(admin, {
    action: hide ? 'review.hidden' : 'review.restored',
    target: reviewTarget(before),
    before: { hidden: before.hidden === true, reason: before.moderation?.reason ?? null },
    after: { hidden: hide, reason },
  });
  return { hidden: hide };
}
type ModeratedReviewResult = { hidden: boolean };

/** Admins hide a review from every page, the API and every rating. */
export async function hideReview(caller: Caller | null, id: string, input: unknown): Promise<ModeratedReviewResult> {
  return moderateReview(caller, id, input, true);
}

/** Admins show a hidden review again. */
export async function restoreReview(caller: Caller | null, id: string, input: unknown): Promise<ModeratedReviewResult> {
  return moderateReview(caller, id, input, false);
}
