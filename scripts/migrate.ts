/** `npm run migrate`: brings MONGODB_URI (or the development database) up to date with the models; safe to run again. */
import mongoose from 'mongoose';
import { openDevDatabase } from './dev-database';
import { migrateOrderLines } from './migrations/order-lines';
import { migrateOrderPayments } from './migrations/order-payments';
import { migrateOrderState } from './migrations/order-state-once';
import { migrateOrderTally } from './migrations/order-tally';
import { migrateReviewTally } from './migrations/review-tally';
import { migrateToolRatings } from './migrations/tool-ratings';

const db = await openDevDatabase();
try {
  await mongoose.connect(db.uri);
  const result = await migrateOrderState(mongoose.connection.db!);
  console.log(
    `[migrate] order state: ${result.orders} orders given their timeline` +
      (result.droppedConfirmedOrders ? '; the old confirmedorders collection is folded in and dropped.' : '.'),
  );
  const lines = await migrateOrderLines(mongoose.connection.db!);
  console.log(`[migrate] order lines: ${lines.orders} one-tool orders given their line.`);
  const payments = await migrateOrderPayments(mongoose.connection.db!);
  console.log(`[migrate] order payments: ${payments.orders} orders from before payments given their payment state.`);
  const ratings = await migrateToolRatings(mongoose.connection.db!);
  console.log(`[migrate] tool ratings: ${ratings.tools} tools given the rating of their visible reviews.`);
  const tally = await migrateReviewTally(mongoose.connection.db!);
  console.log(`[migrate] review tally: ${tally.count} visible reviews${tally.changed ? ', tally rebuilt' : ', tally already right'}.`);
  // After the order state: the tallies count the orders' statuses and timelines.
  const orderTally = await migrateOrderTally(mongoose.connection.db!);
  console.log(`[migrate] order tallies: ${orderTally.orders} orders${orderTally.changed ? ', tallies rebuilt' : ', tallies already right'}.`);
} finally {
  await mongoose.disconnect();
  await db.stop();
}
