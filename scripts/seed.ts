/** `npm run seed`: fills the development database (or MONGODB_URI) with the demo catalogue; safe to run again. */
import mongoose from 'mongoose';
import { openDevDatabase } from './dev-database';
import { seedDatabase } from './seed/seed-database';

const db = await openDevDatabase();
try {
  await mongoose.connect(db.uri);
  const summary = await seedDatabase();
  console.log(`[seed] ${summary}`);
} finally {
  await mongoose.disconnect();
  await db.stop();
}
