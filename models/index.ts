import { AuditEntry } from './AuditEntry';
import { Cart } from './Cart';
import { ContactMessage } from './ContactMessage';
import { ImageFile } from './ImageFile';
import { Order } from './Order';
import { OrderTally } from './OrderTally';
import { OutboxMail } from './OutboxMail';
import { PasswordResetToken } from './PasswordResetToken';
import { Payment } from './Payment';
import { Quote } from './Quote';
import { RateLimit } from './RateLimit';
import { Review } from './Review';
import { ReviewTally } from './ReviewTally';
import { ShopSetting } from './ShopSetting';
import { Tool } from './Tool';
import { User } from './User';

/** Every model of the shop, so that the index sync covers them all. A new model is added here (a test checks). */
export const allModels = [AuditEntry, Cart, ContactMessage, ImageFile, Order, OrderTally, OutboxMail, PasswordResetToken, Payment, Quote, RateLimit, Review, ReviewTally, ShopSetting, Tool, User];

export type IndexChange = { collection: string; created: string[]; dropped: string[] };

/**
 * Makes the database's indexes exactly those the models declare: missing ones (unique e-mails, TTL expiry...) are
 * built, ones no model declares any more are dropped. Production runs it once per deploy (`db sync-indexes`),
 * because mongoose builds indexes by itself only in development and tests (lib/infra/db.ts).
 */
export async function syncAllIndexes(): Promise<IndexChange[]> {
  const changes: IndexChange[] = [];
  for (const model of allModels) {
    await model.createCollection();
    const { toCreate } = await model.diffIndexes();
    const dropped = await model.syncIndexes();
    changes.push({
      collection: model.collection.collectionName,
      created: toCreate.map((index) => indexName(index as IndexSpec)),
      dropped,
    });
  }
  return changes;
}

type IndexSpec = Record<string, unknown> | [Record<string, unknown>, Record<string, unknown>?];

function indexName(spec: IndexSpec): string {
  const [fields, options] = Array.isArray(spec) ? spec : [spec];
  if (typeof options?.name === 'string') return options.name;
  return Object.entries(fields)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}
