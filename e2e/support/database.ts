/**
 * The one handle the browser tests have on the database the server under test uses (E2E_MONGODB_URI, started by the
 * Playwright global set-up), through the plain MongoDB driver, and the records a test owns there. Tests run in
 * parallel on one database: each tags what it creates (`runTag`) so that it only ever looks at, and cleans up, its own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

let client: mongoose.mongo.MongoClient | undefined;

export async function testDb(): Promise<mongoose.mongo.Db> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: the stack starts in the Playwright global set-up.');
  client ??= await new mongoose.mongo.MongoClient(uri).connect();
  return client.db();
}

/** A short random tag; put it in every name and e-mail a test creates so its records can be found. */
export function runTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

/** An e-mail nobody has used, as it is stored (lower case). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}@mrittika.com`;
}

/**
 * A benchmarking-range address per test file, sent as X-Forwarded-For. The test server trusts one proxy hop
 * (TRUSTED_PROXY_HOPS=1), so this entry counts as the client's address, as if our proxy had written it, and the
 * rate limits count this file alone.
 */
export function uniqueIp(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

export type StoredTool = { _id: mongoose.Types.ObjectId; name: string; desc: string; price: number; minimum: number; stock: number; img: string };

export async function toolsInDatabase(): Promise<StoredTool[]> {
  return (await testDb()).collection<StoredTool>('tools').find().toArray();
}

/** The id of a tool of the demo catalogue (the first by name). */
export async function anyToolId(): Promise<string> {
  const tool = await (await testDb()).collection('tools').find().sort({ name: 1 }).limit(1).next();
  if (!tool) throw new Error('The test database has no tools: was it seeded?');
  return tool._id.toString();
}

const OWN_COLLECTIONS = ['tools', 'reviews', 'orders', 'users', 'payments'] as const;

/**
 * Every document, in the collections the API writes, that mentions the tag (in any field): what a test owns.
 * Comparing two of these tells whether a call wrote anything of the test's, whatever the other tests running
 * at the same time do to theirs.
 */
export async function snapshot(tag: string): Promise<Record<string, string[]>> {
  const db = await testDb();
  const result: Record<string, string[]> = {};
  for (const name of OWN_COLLECTIONS) {
    const docs = await db.collection(name).find().sort({ _id: 1 }).toArray();
    result[name] = docs.map((doc) => JSON.stringify(doc)).filter((text) => text.includes(tag));
  }
  return result;
}

/**
 * Takes a test's tools and reviews off the shared database when it is done, so that the public pages other tests
 * look at do not fill up with them. (Orders and accounts stay: no public page shows them.)
 */
export async function removePublicRecords(tag: string): Promise<void> {
  const db = await testDb();
  const mentions = new RegExp(tag.replace(/[^a-z0-9]/gi, ''));
  await db.collection('tools').deleteMany({ $or: [{ name: mentions }, { desc: mentions }] });
  const theirs = { $or: [{ email: mentions }, { review: mentions }] };
  // The shop's review tally (models/ReviewTally.ts) stops counting the visible ones, as the app would.
  const visible = await db.collection('reviews').find({ ...theirs, hidden: { $ne: true } }, { projection: { ratings: 1 } }).toArray();
  const { deletedCount } = await db.collection('reviews').deleteMany({ _id: { $in: visible.map((review) => review._id) } });
  if (deletedCount > 0) {
    const sum = visible.reduce((total, review) => total + Number(review.ratings), 0);
    await db.collection('reviewtallies').updateOne({ key: 'shop' }, { $inc: { count: -visible.length, sum: -sum } });
  }
  await db.collection('reviews').deleteMany(theirs);
}
