/**
 * The yardstick for our API: what the shop's old API did for its three public reads, on Express 5 and the
 * MongoDB driver, nothing more (no validation, no caching, no headers of its own). The benchmark runs it as a
 * child process on the same database as the app. Environment: MONGODB_URI, PORT.
 */
import express from 'express';
import { MongoClient, ObjectId } from 'mongodb';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('MONGODB_URI is not set.');
const port = Number(process.env.PORT ?? 0);

const client = await new MongoClient(uri).connect();
const tools = client.db().collection('tools');
const reviews = client.db().collection('reviews');

const app = express();
app.get('/tools', async (_request, response) => {
  response.send(await tools.find().toArray());
});
app.get('/review', async (_request, response) => {
  response.send(await reviews.find().toArray());
});
app.get('/tools/:id', async (request, response) => {
  response.send(await tools.findOne({ _id: new ObjectId(request.params.id) }));
});

const server = app.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : port })}\n`);
});

// The benchmark holds our standard input: when it closes (the benchmark ended, even by a crash), stop.
const stop = () => {
  server.close();
  void client.close().finally(() => process.exit(0));
};
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
