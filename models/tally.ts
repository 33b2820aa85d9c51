import mongoose, { Schema, type Model } from 'mongoose';

type Tally<Counter extends string> = { key: string } & Record<Counter, number>;

/**
 * A tally: figures counted as records change, so that a page never reads every record. One small document per thing
 * counted, found by its `key` (unique, so that concurrent first upserts make one document), whose counters start at
 * 0 and are moved with `$inc` by the writes that change the records; a migration rebuilds them from the records.
 */
export function tallyModel<Counter extends string>(name: string, counters: readonly Counter[]): Model<Tally<Counter>> {
  const schema = new Schema({
    key: { type: String, required: true },
    ...Object.fromEntries(counters.map((counter) => [counter, { type: Number, default: 0 }])),
  });
  schema.index({ key: 1 }, { unique: true });
  return (mongoose.models[name] as Model<Tally<Counter>> | undefined) ?? mongoose.model<Tally<Counter>>(name, schema);
}
