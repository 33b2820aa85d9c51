/** The words of the shop's upkeep: All Users, Reviews, Mail Outbox and Delivery (docs/texts.md); their Bangla is lib/texts/bn/admin-upkeep.ts. */
import { formatBDT } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

/** All Users. */
export const adminUserTexts = {
  downloadCsv: 'Download users as CSV',
  pages: 'All Users pages',
  tableLabel: 'Users',
  caption: 'Every account of the shop, newest first.',
  columns: { email: 'Email', name: 'Name', role: 'Role' },
  actions: 'Actions',
  you: 'you',
  admin: 'Admin',
  customer: 'Customer',
  removeAdmin: {
    button: 'Remove Admin',
    label: (email: string) => `Remove Admin ${email}`,
    detail: (email: string) => `${email} will be a customer again and is signed out everywhere at once.`,
    confirm: 'Yes, remove admin',
  },
  makeAdmin: 'Make Admin',
  makeAdminLabel: (email: string) => `Make Admin ${email}`,
  removeUser: {
    button: 'Remove User',
    label: (email: string) => `Remove User ${email}`,
    detail: (email: string) => `The account ${email} will be removed, with its unpaid orders; its paid orders stay on record.`,
    confirm: 'Yes, remove',
  },
} as const;

/** Reviews (moderation). */
export const adminReviewTexts = {
  filtersLabel: 'Which reviews',
  count: (total: number) => `${formatNumber(total)} reviews`,
  pages: 'Pages of reviews',
  reviewBy: (name: string) => `Review by ${name}`,
  /** Who hid or restored a review, when and why ("Hidden by ana@example.com, 4 Nov 2026, 00:05: spam"). */
  moderated: (hidden: boolean, by: string, when: string, reason: string) => `${hidden ? 'Hidden' : 'Restored'} by ${by}, ${when}: ${reason}`,
  hide: 'Hide',
  restore: 'Restore',
  formLabel: (hidden: boolean, author: string) => `${hidden ? 'Restore' : 'Hide'} the review by ${author}`,
  reason: 'Reason',
} as const;

/** Mail Outbox. */
export const adminOutboxTexts = {
  counts: { waiting: 'Waiting', sending: 'Sending', sent: 'Sent (30 days)', failed: 'Failed' },
  allClear: 'Every mail has gone out or is on its way.',
  pages: 'Mail Outbox pages',
  problems: {
    failed: { label: 'Failed', detail: 'Every attempt failed; it waits for you.' },
    retrying: { label: 'Retrying', detail: 'An attempt failed; it is tried again with a growing wait.' },
    stuck: { label: 'Stuck', detail: 'Overdue and no worker has sent it: is the outbox worker running?' },
  },
  tableLabel: 'Mail outbox',
  caption:
    'Mails not delivered on the first try, most recently changed first. Retry now sends one again at once, with a fresh set of attempts.',
  columns: { to: 'To', subject: 'Subject', state: 'State', attempts: 'Attempts', lastError: 'Last error', queued: 'Queued' },
  actions: 'Actions',
  noError: '-',
  retry: 'Retry now',
  retryLabel: (subject: string, to: string) => `Retry now: ${subject} to ${to}`,
} as const;

/** What admins read on the Delivery page, and the names of its figures (the form, the schema's messages, the audit trail). */
export const deliveryTexts = {
  heading: 'Delivery',
  intro:
    'What customers pay to have an order delivered: one charge inside Dhaka, another for the other 63 districts, and nothing once the subtotal of the order reaches the free delivery amount. Amounts are whole BDT; a change counts for orders placed from now on.',
  labels: { insideDhaka: 'Inside Dhaka', outsideDhaka: 'Outside Dhaka', freeFrom: 'Free delivery from' },
  hints: {
    insideDhaka: 'BDT, for orders delivered in the Dhaka district.',
    outsideDhaka: 'BDT, for orders delivered to any other district.',
    freeFrom: 'BDT: an order whose subtotal is this much or more is delivered free. 0 makes every delivery free.',
  },
  now: (inside: number, outside: number, freeFrom: number) =>
    `Now: ${formatBDT(inside)} inside Dhaka, ${formatBDT(outside)} outside Dhaka, free from a subtotal of ${formatBDT(freeFrom)}.`,
  save: 'Save delivery charges',
  auditLabel: 'Delivery charges',
} as const;
