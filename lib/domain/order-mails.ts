import type { OrderSummary } from '@/lib/data/order-types';
import type { QueuedMail } from '@/lib/data/outbox';
import { formatDate } from '@/lib/domain/dates';
import { pathIn, type Language } from '@/lib/domain/i18n';
import { formatBDT } from '@/lib/domain/money';
import { formatNumber } from '@/lib/domain/numbers';
import type { OrderStep } from '@/lib/domain/order-status';
import { absoluteUrl } from '@/lib/domain/site';
import { mailTexts, teamMailTexts, type MailTexts, type OrderFacts, type TeamOrderFacts } from '@/lib/texts/mails';

/**
 * Every mail about orders and quotes, in plain text and HTML (docs/orders.md, "Mails"). Each says what happened,
 * lists the goods with quantity, unit price and total in BDT, and links to the page that shows it. The HTML
 * needs no images and escapes every value; the text part reads on its own.
 *
 * A customer's mail is in the language of their account, which the caller looks up and passes in (English when it
 * does not): its sentences from lib/texts/mails.ts, its figures and dates in that language's digits, its links to
 * that language's pages. The team's mails are in English.
 */

/** The team's inbox for orders and quotes (ORDERS_EMAIL); without it, only customers are mailed. */
export function ordersTeamAddress(): string | null {
  return process.env.ORDERS_EMAIL?.trim() || null;
}

/** The pages the mails link to (absolute, from SITE_URL), in the reader's language: `/bn/...` for Bangla. */
export const mailLinks = {
  receipt: (orderId: string, language: Language = 'en') => absoluteUrl(pathIn(language, `/dashboard/orders/${orderId}/receipt`)),
  myOrders: (language: Language = 'en') => absoluteUrl(pathIn(language, '/dashboard/myorder')),
  placedOrders: () => absoluteUrl('/dashboard/confirmorder'),
  quote: (quoteId: string, language: Language = 'en') => absoluteUrl(pathIn(language, `/dashboard/quotes/${quoteId}`)),
};

export type MailOrder = Pick<OrderSummary, 'id' | 'lines' | 'deliveryCharge' | 'total' | 'email' | 'userName' | 'phone' | 'address'> & {
  /** How it is paid and where its money stands (the cancel mail says whether a refund follows). */
  payment?: Pick<OrderSummary['payment'], 'method' | 'status' | 'refundDue'>;
  /** The quote it was accepted from, if any. */
  quoteId?: string | null;
};

export type MailQuote = {
  id: string;
  product: string;
  quantity: number;
  email: string;
  userName: string;
  phone: string;
  address: string;
  wantedBy: string;
  note: string | null;
  offer: { unitPrice: number; total: number; deliveryBy: string; validUntil: string; answeredAt: string } | null;
};

export type MailQuoteMessage = { id: string; fromShop: boolean; author: string; text: string };

/** What a mail says, before it becomes text and HTML. */
type Letter = {
  greeting: string;
  paragraphs: string[];
  /** The goods, a row each, and (for an order) its delivery charge and total under them. */
  items?: { rows: { product: string; quantity: number; unitPrice: number | null; total: number | null }[]; deliveryCharge?: number; total?: number };
  details?: [label: string, value: string][];
  /** A quoted message, shown as it was written. */
  quoted?: { author: string; text: string };
  links: { label: string; url: string }[];
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function money(amount: number | null, language: Language): string {
  return amount === null ? mailTexts[language].items.toBeQuoted : formatBDT(amount, language);
}

/** "Label:" lines whose values start in one column: each label followed by its colon and spaces to the widest one. */
function aligned(labels: string[]): string[] {
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  return labels.map((label) => `${label}:`.padEnd(width));
}

function asText(letter: Letter, language: Language): string {
  const texts = mailTexts[language];
  const { items } = texts;
  const lines: string[] = [letter.greeting, ''];
  for (const paragraph of letter.paragraphs) lines.push(paragraph, '');
  if (letter.items) {
    const [quantityLabel, unitPriceLabel, totalLabel] = aligned([items.quantity, items.unitPrice, items.total]);
    for (const { product, quantity, unitPrice, total } of letter.items.rows) {
      lines.push(
        `  ${product}`,
        `  ${quantityLabel}${formatNumber(quantity, language)}`,
        `  ${unitPriceLabel}${money(unitPrice, language)}`,
        `  ${totalLabel}${money(total, language)}`,
        '',
      );
    }
    if (letter.items.deliveryCharge !== undefined && letter.items.total !== undefined && (letter.items.rows.length > 1 || letter.items.deliveryCharge > 0)) {
      const [deliveryLabel, orderTotalLabel] = aligned([items.delivery, items.orderTotal]);
      lines.push(
        `  ${deliveryLabel}${letter.items.deliveryCharge > 0 ? money(letter.items.deliveryCharge, language) : items.free}`,
        `  ${orderTotalLabel}${money(letter.items.total, language)}`,
        '',
      );
    }
  }
  if (letter.details?.length) {
    for (const [label, value] of letter.details) lines.push(`${label}: ${value.replace(/\n/g, '\n  ')}`);
    lines.push('');
  }
  if (letter.quoted) {
    lines.push(texts.wrote(letter.quoted.author), ...letter.quoted.text.split('\n').map((line) => `> ${line}`), '');
  }
  for (const link of letter.links) lines.push(`${link.label}: ${link.url}`);
  lines.push('', texts.signOff, '', texts.footer.address, texts.footer.contact);
  return `${lines.join('\n')}\n`;
}

const CELL = 'padding:6px 10px;border:1px solid #d9cfc4;text-align:left;';

function asHtml(subject: string, letter: Letter, language: Language): string {
  const texts = mailTexts[language];
  const { items } = texts;
  const p = (text: string) => `<p style="margin:0 0 14px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const parts = [p(letter.greeting), ...letter.paragraphs.map(p)];
  if (letter.items) {
    const { rows, deliveryCharge, total } = letter.items;
    const cell = (text: string, strong = false) => `<td style="${CELL}">${strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text)}</td>`;
    const head = (text: string) => `<th style="${CELL}">${escapeHtml(text)}</th>`;
    const rowHead = (text: string) => `<th scope="row" colspan="3" style="${CELL}">${escapeHtml(text)}</th>`;
    const body = rows
      .map(
        (row) =>
          `<tr>${cell(row.product)}${cell(formatNumber(row.quantity, language))}${cell(money(row.unitPrice, language))}${cell(money(row.total, language), rows.length === 1)}</tr>`,
      )
      .join('');
    const foot =
      deliveryCharge !== undefined && total !== undefined && (rows.length > 1 || deliveryCharge > 0)
        ? `<tfoot><tr>${rowHead(items.delivery)}${cell(deliveryCharge > 0 ? money(deliveryCharge, language) : items.free)}</tr>` +
          `<tr>${rowHead(items.orderTotal)}${cell(money(total, language), true)}</tr></tfoot>`
        : '';
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 14px" aria-label="${escapeHtml(items.label)}">` +
        `<thead><tr>${head(items.product)}${head(items.quantity)}${head(items.unitPrice)}${head(items.total)}</tr></thead>` +
        `<tbody>${body}</tbody>${foot}</table>`,
    );
  }
  if (letter.details?.length) {
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 14px">` +
        letter.details
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="padding:2px 12px 2px 0;text-align:left;vertical-align:top">${escapeHtml(label)}</th>` +
              `<td style="padding:2px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('') +
        `</table>`,
    );
  }
  if (letter.quoted) {
    parts.push(
      `<p style="margin:0 0 6px">${escapeHtml(texts.wrote(letter.quoted.author))}</p>` +
        `<blockquote style="margin:0 0 14px;padding:8px 12px;border-left:4px solid #b5452a;background:#f6efe8">` +
        `${escapeHtml(letter.quoted.text).replace(/\n/g, '<br>')}</blockquote>`,
    );
  }
  for (const link of letter.links) {
    parts.push(`<p style="margin:0 0 10px"><a href="${escapeHtml(link.url)}" style="color:#9a3412;font-weight:bold">${escapeHtml(link.label)}</a></p>`);
  }
  parts.push(p(texts.signOff));
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fbf8f4;color:#3b2f2a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto">` +
    `<p style="margin:0 0 18px;font-size:18px;font-weight:bold;color:#9a3412">${escapeHtml(texts.shopName)}</p>` +
    parts.join('') +
    `<p style="margin:24px 0 0;font-size:13px;color:#6b5d55">${escapeHtml(texts.footer.address)}<br>` +
    `${escapeHtml(texts.footer.contact)}</p>` +
    `</div></body></html>`
  );
}

/** One mail, written in `language` (the team's always in English). */
function mail(key: string, to: string, subject: string, letter: Letter, language: Language, replyTo?: string): QueuedMail {
  return { key, to, subject, text: asText(letter, language), html: asHtml(subject, letter, language), ...(replyTo ? { replyTo } : {}) };
}

const orderItems = (order: MailOrder) => ({
  rows: order.lines.map((line) => ({ product: line.product, quantity: line.quantity, unitPrice: line.unitPrice, total: line.lineTotal })),
  deliveryCharge: order.deliveryCharge,
  total: order.total,
});

/** What a subject names: "12 x Notched Trowel" for one line, "Notched Trowel and 2 more tools" for several. */
function goods(order: MailOrder, texts: MailTexts): string {
  const [first] = order.lines;
  if (!first) return texts.goods.none;
  if (order.lines.length === 1) return texts.goods.one(first.quantity, first.product);
  return texts.goods.several(first.product, order.lines.length - 1);
}

/** What the customer's mail says of the order: the goods, its total, whence it came, and where its money stands. */
function orderFacts(order: MailOrder, texts: MailTexts): OrderFacts {
  const refund = order.payment?.status === 'refund_pending' ? (order.payment.refundDue ? 'by-hand' : 'gateway') : 'none';
  return { goods: goods(order, texts), total: order.total, fromQuote: Boolean(order.quoteId), refund };
}

/** What the team hears, at the steps it must act on or know of. */
const teamLetters: Partial<Record<OrderStep, (order: TeamOrderFacts) => { what: string; paragraph: string }>> = teamMailTexts.orderSteps;

/**
 * The mails an order's step causes: the customer's at every step, in `customerLanguage` (their account's), and the
 * team's, in English, at the steps it must act on (teamLetters). Keys name the order, the step and the recipient, so a
 * step done twice is mailed once.
 */
export function orderStepMails(order: MailOrder, step: OrderStep, customerLanguage: Language = 'en'): QueuedMail[] {
  const texts = mailTexts[customerLanguage];
  const { subject, paragraphs } = texts.order.steps[step](orderFacts(order, texts));
  const mails = [
    mail(
      `order:${order.id}:${step}:customer`,
      order.email,
      subject,
      {
        greeting: texts.greeting(order.userName),
        paragraphs,
        items: orderItems(order),
        details: [
          [texts.order.orderNumber, order.id],
          [texts.order.deliveryAddress, order.address],
        ],
        links: [
          { label: texts.order.receipt, url: mailLinks.receipt(order.id, customerLanguage) },
          { label: texts.order.myOrder, url: mailLinks.myOrders(customerLanguage) },
        ],
      },
      customerLanguage,
    ),
  ];
  const team = ordersTeamAddress();
  const teamLetter = teamLetters[step]?.({ userName: order.userName, total: order.total, fromQuote: Boolean(order.quoteId) });
  if (team && teamLetter) {
    const { what, paragraph } = teamLetter;
    const t = teamMailTexts;
    mails.push(
      mail(
        `order:${order.id}:${step}:team`,
        team,
        t.orderSubject(what, goods(order, mailTexts.en), order.total),
        {
          greeting: t.greeting,
          paragraphs: [paragraph],
          items: orderItems(order),
          details: [
            [mailTexts.en.order.orderNumber, order.id],
            [t.customer, `${order.userName} <${order.email}>`],
            [t.phone, order.phone],
            [t.address, order.address],
          ],
          links: [
            { label: t.receipt, url: mailLinks.receipt(order.id) },
            { label: t.placedOrders, url: mailLinks.placedOrders() },
          ],
        },
        'en',
        order.email,
      ),
    );
  }
  return mails;
}

function quoteItems(quote: MailQuote) {
  return {
    rows: [{ product: quote.product, quantity: quote.quantity, unitPrice: quote.offer?.unitPrice ?? null, total: quote.offer?.total ?? null }],
  };
}

/** The team hears of a new quote request (in English). */
export function quoteRequestedMails(quote: MailQuote): QueuedMail[] {
  const team = ordersTeamAddress();
  if (!team) return [];
  const t = teamMailTexts;
  return [
    mail(
      `quote:${quote.id}:requested:team`,
      team,
      t.quoteRequest.subject(quote.quantity, quote.product, quote.userName),
      {
        greeting: t.greeting,
        paragraphs: [t.quoteRequest.paragraph(quote.userName)],
        items: quoteItems(quote),
        details: [
          [t.quoteRequest.wantedBy, formatDate(quote.wantedBy)],
          [t.customer, `${quote.userName} <${quote.email}>`],
          [t.phone, quote.phone],
          [t.address, quote.address],
          ...(quote.note ? ([[t.quoteRequest.note, quote.note]] as [string, string][]) : []),
        ],
        links: [{ label: t.quoteRequest.link, url: mailLinks.quote(quote.id) }],
      },
      'en',
      quote.email,
    ),
  ];
}

/** The customer hears the shop's answer to their quote request, in `customerLanguage` (their account's). */
export function quoteAnsweredMails(quote: MailQuote, customerLanguage: Language = 'en'): QueuedMail[] {
  const offer = quote.offer;
  if (!offer) return [];
  const texts = mailTexts[customerLanguage].quote.answered;
  return [
    mail(
      `quote:${quote.id}:answered:${offer.answeredAt}:customer`,
      quote.email,
      texts.subject(quote.quantity, quote.product, offer.unitPrice),
      {
        greeting: mailTexts[customerLanguage].greeting(quote.userName),
        paragraphs: [texts.thanks, texts.acceptBy(offer.validUntil)],
        items: quoteItems(quote),
        details: [
          [texts.deliveryBy, formatDate(offer.deliveryBy, customerLanguage)],
          [texts.validUntil, formatDate(offer.validUntil, customerLanguage)],
        ],
        links: [{ label: texts.link, url: mailLinks.quote(quote.id, customerLanguage) }],
      },
      customerLanguage,
    ),
  ];
}

/**
 * A new message in a quote's thread goes to the other side: the shop's to the customer, in `customerLanguage` (their
 * account's); the customer's to the team, in English.
 */
export function quoteMessageMails(quote: MailQuote, message: MailQuoteMessage, customerLanguage: Language = 'en'): QueuedMail[] {
  const to = message.fromShop ? quote.email : ordersTeamAddress();
  if (!to) return [];
  const language: Language = message.fromShop ? customerLanguage : 'en';
  const customer = mailTexts[language];
  const team = teamMailTexts.quoteMessage;
  return [
    mail(
      `quote:${quote.id}:message:${message.id}`,
      to,
      message.fromShop ? customer.quote.message.subject(quote.quantity, quote.product) : team.subject(quote.userName, quote.quantity, quote.product),
      {
        greeting: message.fromShop ? customer.greeting(quote.userName) : teamMailTexts.greeting,
        paragraphs: [message.fromShop ? customer.quote.message.paragraph : team.paragraph(quote.userName)],
        items: quoteItems(quote),
        quoted: { author: message.author, text: message.text },
        links: [{ label: message.fromShop ? customer.quote.message.link : team.link, url: mailLinks.quote(quote.id, language) }],
      },
      language,
      message.fromShop ? undefined : quote.email,
    ),
  ];
}
