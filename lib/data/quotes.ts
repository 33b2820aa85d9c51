import 'server-only';
import { Types } from 'mongoose';
import { isAdmin, isOwner, isOwnerOrAdmin, isSignedIn, requireAccess, AccessDeniedError } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { mailLanguageOf } from '@/lib/data/accounts';
import { expireCached } from '@/lib/data/cache';
import { tallyOrderPlaced } from '@/lib/data/order-tallies';
import { queueOrderMails } from '@/lib/data/order-mail-queue';
import { releaseStock, reserveStock, stockTags } from '@/lib/data/stock';
import { queueEveryDue, queueMailsFor, withMailsDue, type QueuedMail } from '@/lib/data/outbox';
import { shopDayEnd, shopDayStart } from '@/lib/domain/dates';
import { connectToDatabase } from '@/lib/infra/db';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/i18n';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import { quoteAnsweredMails, quoteMessageMails, quoteRequestedMails, type MailQuote } from '@/lib/domain/order-mails';
import { findPage, type Page } from '@/lib/domain/pagination';
import { countWrite } from '@/lib/http/rate-limit';
import { QUOTE_STATUSES, quoteState } from '@/lib/domain/quote-status';
import { business } from '@/lib/domain/site';
import { fieldMessages, refusals } from '@/lib/texts';
import { isObjectIdText } from '@/lib/validation/common';
import { quoteAnswerSchema, quoteMessageSchema, quoteRequestSchema } from '@/lib/validation/quotes';
import { Order } from '@/models/Order';
import { Quote, type QuoteFields } from '@/models/Quote';
import { Tool } from '@/models/Tool';
import type { QuoteDetail, QuoteMessageSummary, QuoteSummary } from '@/lib/data/quote-types';

type StoredQuote = QuoteFields & { _id: Types.ObjectId; createdAt?: Date | null };

/** A thread holds at most this many messages; beyond it, a phone call or a new quote. */
export const MAX_QUOTE_MESSAGES = 100;

export const QUOTES_PAGE_SIZE = 20;

/** A quote, one message of its thread, and a quote with its thread, as pages and the API show them: lib/data/quote-types.ts. */
export type { QuoteDetail, QuoteMessageSummary, QuoteSummary };

/** The offer as plain data (dates as ISO text), without who made it. */
function offerOf(quote: StoredQuote) {
  const { offer } = quote;
  if (!offer) return null;
  return {
    unitPrice: offer.unitPrice,
    total: offer.total,
    deliveryBy: offer.deliveryBy.toISOString(),
    validUntil: offer.validUntil.toISOString(),
    answeredAt: offer.answeredAt.toISOString(),
  };
}

function toQuoteSummary(quote: StoredQuote, viewer: Caller): QuoteSummary {
  const plain = offerOf(quote);
  // Which admin answered is for admins.
  const offer = plain && { ...plain, answeredBy: isAdmin(viewer) ? (quote.offer?.answeredBy ?? null) : null };
  return {
    id: quote._id.toString(),
    toolId: quote.toolId.toString(),
    product: quote.product,
    quantity: quote.quantity,
    wantedBy: quote.wantedBy.toISOString(),
    phone: quote.phone,
    address: quote.address,
    note: quote.note ?? null,
    email: quote.email,
    userName: quote.userName,
    status: quote.status,
    state: quoteState(quote.status, offer?.validUntil ?? null),
    offer,
    orderId: quote.orderId?.toString() ?? null,
    messageCount: quote.messageCount,
    createdAt: quote.createdAt?.toISOString() ?? null,
  };
}

type StoredMessage = { _id?: unknown; fromShop: boolean; author: string; text: string; at: Date };

function toMessageSummary(message: StoredMessage, viewer: Caller): QuoteMessageSummary {
  // Customers read the shop's messages as the shop's; admins see which of them wrote.
  const author = message.fromShop && !isAdmin(viewer) ? business.name : message.author;
  return { id: String(message._id), fromShop: message.fromShop, author, text: message.text, at: message.at.toISOString() };
}

function toMailQuote(quote: StoredQuote): MailQuote {
  return {
    id: quote._id.toString(),
    product: quote.product,
    quantity: quote.quantity,
    email: quote.email,
    userName: quote.userName,
    phone: quote.phone,
    address: quote.address,
    wantedBy: quote.wantedBy.toISOString(),
    note: quote.note ?? null,
    offer: offerOf(quote),
  };
}

/**
 * The mails a quote records as due (`mailsDue`), each written by the update that makes its change: the request, the
 * shop's answer, a message in the thread (docs/decisions/0040-outbox.md).
 */
const QUOTE_MAILS = {
  requested: 'requested',
  answered: 'answered',
  message: (messageId: Types.ObjectId) => `message:${messageId.toString()}`,
} as const;

/** The message of a thread that a due entry names, if it is still there. */
function dueMessage(quote: StoredQuote, due: string) {
  return quote.messages.find((each) => QUOTE_MAILS.message(each._id) === due);
}

/**
 * The mails of one due entry, built from the quote as it is now (the answer mail carries the offer that stands); the
 * customer's in `customerLanguage`, their account's.
 */
function dueQuoteMails(quote: StoredQuote, due: string, customerLanguage: Language): QueuedMail[] {
  if (due === QUOTE_MAILS.requested) return quoteRequestedMails(toMailQuote(quote));
  if (due === QUOTE_MAILS.answered) return quoteAnsweredMails(toMailQuote(quote), customerLanguage);
  const message = dueMessage(quote, due);
  if (!message) return [];
  const { _id, fromShop, author, text } = message;
  return quoteMessageMails(toMailQuote(quote), { id: _id.toString(), fromShop, author, text }, customerLanguage);
}

/** Whether a due entry mails the customer (the answer, a message of the shop's), whose language it is written in. */
function mailsCustomer(quote: StoredQuote, due: string): boolean {
  return due === QUOTE_MAILS.answered || Boolean(dueMessage(quote, due)?.fromShop);
}

/**
 * Queues the mails of one due entry, then takes it off the quote's list; if queueing fails it stays due for the relay.
 * Keyed, so the relay racing a request queues nothing twice.
 */
async function queueQuoteMails(quote: StoredQuote, due: string): Promise<boolean> {
  return queueMailsFor(
    `quote ${quote._id.toString()} ${due}`,
    async () => (mailsCustomer(quote, due) ? mailLanguageOf(quote.email) : DEFAULT_LANGUAGE),
    (language) => dueQuoteMails(quote, due, language),
    () => Quote.updateOne({ _id: quote._id }, { $pull: { mailsDue: due } }),
  );
}

/** The relay's part for quotes (lib/data/mail-relay.ts): as queueDueOrderMails in lib/data/orders.ts. */
export async function queueDueQuoteMails(limit: number): Promise<number> {
  return queueEveryDue(await Quote.find(withMailsDue<QuoteFields>()).limit(limit).lean(), queueQuoteMails);
}

/** The quote, when the caller is its customer or an admin; to anyone else it does not exist (404). */
async function quoteFor(caller: Caller, id: string): Promise<StoredQuote> {
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noQuote);
  await connectToDatabase();
  const quote = await Quote.findById(id).lean();
  if (!quote || !isOwnerOrAdmin(caller, quote.email)) throw new NotFoundError(refusals.noQuote);
  return quote;
}

/**
 * A signed-in customer asks for a price on more of a tool than its stock: for a quantity at least the tool's
 * minimum and above what is in stock now (within the stock, the purchase form is the way). Mailed to the team;
 * within the quote door's limit (lib/http/rate-limit.ts).
 */
export async function requestQuote(caller: Caller | null, input: unknown): Promise<QuoteSummary> {
  const customer = requireAccess(caller, isSignedIn);
  const request = quoteRequestSchema.parse(input);
  await countWrite('quote', customer);
  await connectToDatabase();
  const tool = await Tool.findById(request.toolId).lean();
  if (!tool) throw new NotFoundError(refusals.noTool);
  if (request.quantity < tool.minimum) {
    const message = fieldMessages.quoteBelowMinimum(tool.minimum);
    throw new InvalidInputError(message, { quantity: [message] });
  }
  if (request.quantity <= tool.stock) {
    const message = fieldMessages.quoteWithinStock(tool.stock);
    throw new InvalidInputError(message, { quantity: [message] });
  }
  const saved = (
    await Quote.create({
      toolId: tool._id,
      product: tool.name,
      quantity: request.quantity,
      wantedBy: shopDayStart(request.wantedBy),
      phone: request.phone,
      address: request.address,
      note: request.note || undefined,
      email: customer.email,
      userName: customer.name || customer.email,
      mailsDue: [QUOTE_MAILS.requested],
    })
  ).toObject();
  await queueQuoteMails(saved, QUOTE_MAILS.requested);
  return toQuoteSummary(saved, customer);
}

/** The caller's own quotes, newest first, a page at a time. */
export async function listMyQuotes(caller: Caller | null, page = 1): Promise<Page<QuoteSummary>> {
  const customer = requireAccess(caller, isSignedIn);
  await connectToDatabase();
  return findPage(Quote, { email: customer.email }, { createdAt: -1, _id: -1 }, { page, pageSize: QUOTES_PAGE_SIZE }, (quote) =>
    toQuoteSummary(quote as StoredQuote, customer),
  );
}

/** Admins: every quote (or those in one status), newest first, a page at a time. */
export async function listQuotes(caller: Caller | null, { page = 1, status }: { page?: number; status?: string | null } = {}): Promise<Page<QuoteSummary>> {
  const admin = requireAccess(caller, isAdmin);
  // Anything but a known status lists them all: a query string never reaches the filter as it came.
  const known = QUOTE_STATUSES.find((value) => value === status);
  await connectToDatabase();
  return findPage(Quote, known ? { status: known } : {}, { createdAt: -1, _id: -1 }, { page, pageSize: QUOTES_PAGE_SIZE }, (quote) =>
    toQuoteSummary(quote as StoredQuote, admin),
  );
}

/** One quote with its thread: for its customer and admins (404 to anyone else). */
export async function getQuote(caller: Caller | null, id: string): Promise<QuoteDetail> {
  const who = requireAccess(caller, isSignedIn);
  const quote = await quoteFor(who, id);
  const orderPlaced = quote.orderId ? Boolean(await Order.exists({ _id: quote.orderId })) : false;
  return {
    ...toQuoteSummary(quote, who),
    messages: quote.messages.map((message) => toMessageSummary(message, who)),
    orderPlaced,
  };
}

/**
 * Admins answer a quote with a unit price, a delivery date and the last day it may be accepted. A quote is answered
 * once; only when that offer has expired may it be answered again (so an offer never changes under a customer
 * about to accept it). The customer is mailed.
 */
export async function answerQuote(caller: Caller | null, id: string, input: unknown): Promise<QuoteSummary> {
  const admin = requireAccess(caller, isAdmin);
  const answer = quoteAnswerSchema.parse(input);
  const quote = await quoteFor(admin, id);
  const now = new Date();
  const answered = await Quote.findOneAndUpdate(
    { _id: quote._id, $or: [{ status: 'requested' }, { status: 'answered', 'offer.validUntil': { $lt: now } }] },
    {
      $set: {
        status: 'answered',
        offer: {
          unitPrice: answer.unitPrice,
          total: answer.unitPrice * quote.quantity,
          deliveryBy: shopDayStart(answer.deliveryBy),
          validUntil: shopDayEnd(answer.validUntil),
          answeredAt: now,
          answeredBy: admin.email,
        },
      },
      $addToSet: { mailsDue: QUOTE_MAILS.answered },
    },
    { returnDocument: 'after' },
  ).lean();
  if (!answered) {
    const current = await Quote.findById(quote._id).lean();
    if (!current) throw new NotFoundError(refusals.noQuote);
    throw new ConflictError(current.status === 'accepted' ? refusals.quoteAlreadyAccepted : refusals.quoteStillStands);
  }
  await queueQuoteMails(answered, QUOTE_MAILS.answered);
  return toQuoteSummary(answered, admin);
}

/** The customer or an admin adds a message to a quote's thread, within its door's limit; the other side is mailed. */
export async function addQuoteMessage(caller: Caller | null, id: string, input: unknown): Promise<QuoteMessageSummary> {
  const who = requireAccess(caller, isSignedIn);
  const { text } = quoteMessageSchema.parse(input);
  await countWrite('quote-message', who);
  const quote = await quoteFor(who, id);
  const fromShop = isAdmin(who) && !isOwner(who, quote.email);
  const message = {
    _id: new Types.ObjectId(),
    from: who.email,
    fromShop,
    author: who.name || who.email,
    text,
    at: new Date(),
  };
  // The cap is part of the same conditional update, so two messages at once cannot pass it.
  const updated = await Quote.findOneAndUpdate(
    { _id: quote._id, messageCount: { $lt: MAX_QUOTE_MESSAGES } },
    { $push: { messages: message }, $inc: { messageCount: 1 }, $addToSet: { mailsDue: QUOTE_MAILS.message(message._id) } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ConflictError(refusals.quoteThreadFull);
  await queueQuoteMails(updated, QUOTE_MAILS.message(message._id));
  return toMessageSummary(message, who);
}

/**
 * The quote's customer accepts its offer, while it stands: it becomes an order at the quoted price, exactly once.
 * The quote is claimed first by one conditional update that records the new order's id; then the order is written
 * with that id. A second accept (a double click, a retried request) finds the quote accepted and answers the same
 * order; if the first one stopped between the two writes, the second finishes it, and the id lets only one order
 * be written. Stock is reserved when there is enough (the order records what it took, so deleting it gives back only
 * that); otherwise the shop makes the goods and the order takes none.
 */
export async function acceptQuote(caller: Caller | null, id: string): Promise<{ orderId: string; created: boolean }> {
  const customer = requireAccess(caller, isSignedIn);
  const quote = await quoteFor(customer, id);
  if (!isOwner(customer, quote.email)) throw new AccessDeniedError(403);
  const now = new Date();
  const orderId = new Types.ObjectId();
  const claimed = await Quote.findOneAndUpdate(
    { _id: quote._id, status: 'answered', 'offer.validUntil': { $gte: now } },
    { $set: { status: 'accepted', orderId, acceptedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  if (claimed) return { orderId: orderId.toString(), created: await writeOrderOf(claimed, customer) };

  const current = await Quote.findById(quote._id).lean();
  if (!current) throw new NotFoundError(refusals.noQuote);
  if (current.status === 'accepted' && current.orderId) {
    // Accepted already: the same order, written now if the first acceptance stopped before writing it.
    const exists = await Order.exists({ _id: current.orderId });
    const created = exists ? false : await writeOrderOf(current, customer);
    return { orderId: current.orderId.toString(), created };
  }
  throw new ConflictError(current.status === 'requested' ? refusals.quoteNotAnswered : refusals.quoteExpired);
}

/** Writes the order an accepted quote recorded (its id, its price); true if this call wrote it. */
async function writeOrderOf(quote: StoredQuote, customer: Caller): Promise<boolean> {
  const { offer, orderId } = quote;
  if (!offer || !orderId) throw new ConflictError(refusals.quoteNotAnswered);
  const reserved = (await reserveStock(quote.toolId, quote.quantity)) ? quote.quantity : 0;
  let order;
  try {
    order = (
      await Order.create({
        _id: orderId,
        lines: [
          { toolId: quote.toolId, product: quote.product, quantity: quote.quantity, unitPrice: offer.unitPrice, lineTotal: offer.total, reserved },
        ],
        subtotal: offer.total,
        deliveryCharge: 0,
        total: offer.total,
        email: quote.email,
        userName: quote.userName,
        phone: quote.phone,
        address: quote.address,
        quoteId: quote._id,
        timeline: [{ status: 'pending', at: new Date(), by: customer.email }],
        mailsDue: ['pending'],
      })
    ).toObject();
  } catch (error) {
    // Not ours to write (another accept wrote it a moment ago), or not written: either way, give the stock back.
    await releaseStock(quote.toolId, reserved);
    if ((error as { code?: number } | null)?.code === 11000) return false;
    throw error;
  } finally {
    if (reserved > 0) expireCached(...stockTags(quote.toolId));
  }
  await Promise.all([tallyOrderPlaced(order), queueOrderMails(order, 'pending')]);
  return true;
}
