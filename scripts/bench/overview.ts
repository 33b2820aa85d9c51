/**
 * The admin overview's server time at 2,000 tools and 20,000 orders (the target: under 200 ms).
 *
 * `benchOverview({ serverUrl, mongoUri })` grows the database the server at `serverUrl` reads to 2,000 tools and
 * 20,000 orders (spread over the last 45 days, in every status), signs in as an admin and times `GET /dashboard`
 * (the whole server render, read to the end) after two warm-up requests; the median of several runs. It also times
 * the overview's data layer alone (`readOverview`), so the two can be told apart.
 *
 * `npm run bench:admin` runs it (scripts/bench/admin.ts).
 */
import path from 'node:path';
import mongoose from 'mongoose';
import { hashPassword } from '../../lib/auth/password';
import { Order } from '../../models/Order';
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { User } from '../../models/User';
import { migrateOrderTally } from '../migrations/order-tally';
import { cpuMilliseconds, median, runDataLayerScript } from './admin-support';

export const OVERVIEW_TARGET = { tools: 2_000, orders: 20_000, milliseconds: 200 };
const ADMIN = { email: 'bench-admin@mrittika.test', password: 'bench-admin-2026' };
const DAY = 24 * 60 * 60 * 1000;

export type OverviewBenchmark = {
  tools: number;
  orders: number;
  render: { medianMs: number; runsMs: number[] };
  dataLayer: { medianMs: number; runsMs: number[] };
  /** CPU time per render of the server and of the database (Linux, when their process ids are given). */
  cpuPerRender: { serverMs: number | null; databaseMs: number | null };
};

/** Adds tools and orders until there are `tools` and `orders`, and the admin the benchmark signs in as. */
export async function growShop(mongoUri: string, target = OVERVIEW_TARGET): Promise<{ tools: number; orders: number }> {
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const tools = connection.model('Tool', Tool.schema);
    const orders = connection.model('Order', Order.schema);
    const users = connection.model('User', User.schema);
    const reviews = connection.model('Review', Review.schema);
    await Promise.all([tools.init(), orders.init(), users.init(), reviews.init()]);

    const now = Date.now();
    const haveTools = await tools.countDocuments();
    for (let start = haveTools; start < target.tools; start += 1_000) {
      await tools.collection.insertMany(
        Array.from({ length: Math.min(1_000, target.tools - start) }, (_, offset) => {
          const index = start + offset;
          return {
            name: `Bench Tool ${index}`,
            desc: 'A tool the benchmark added.',
            price: 100 + (index % 50) * 25,
            minimum: 1 + (index % 10),
            // About one tool in twenty has less stock than its minimum order.
            stock: index % 20 === 0 ? index % 5 : 50 + (index % 300),
            img: '/images/tools/notched-trowel.svg',
            createdAt: new Date(now - index * 60_000),
            updatedAt: new Date(now - index * 60_000),
          };
        }),
      );
    }

    const toolIds = (await tools.find().select({ _id: 1 }).limit(200).lean()).map((tool) => tool._id);
    const haveOrders = await orders.countDocuments();
    const statuses = ['pending', 'paid', 'shipped', 'delivered', 'delivered'] as const;
    for (let start = haveOrders; start < target.orders; start += 1_000) {
      await orders.collection.insertMany(
        Array.from({ length: Math.min(1_000, target.orders - start) }, (_, offset) => {
          const index = start + offset;
          // About 2.2 hours apart, wrapping around 45 days: every day of the chart has orders.
          const placed = new Date(now - ((index * 7_919_117) % (45 * DAY)));
          const status = statuses[index % statuses.length]!;
          const steps = ['pending', 'paid', 'shipped', 'delivered'].slice(0, ['pending', 'paid', 'shipped', 'delivered'].indexOf(status) + 1);
          const quantity = 1 + (index % 12);
          const unitPrice = 150 + (index % 40) * 20;
          return {
            toolId: toolIds[index % toolIds.length],
            product: `Bench Tool ${index % 200}`,
            quantity,
            unitPrice,
            total: quantity * unitPrice,
            email: `bench-customer-${index % 500}@mrittika.test`,
            userName: `Bench Customer ${index % 500}`,
            phone: '01711000000',
            address: 'Tejgaon, Dhaka',
            status,
            timeline: steps.map((step, number) => ({ status: step, at: new Date(placed.getTime() + number * 3 * 60 * 60 * 1000), by: 'bench@mrittika.test' })),
            createdAt: placed,
            updatedAt: placed,
          };
        }),
      );
    }

    // Written past the data layer, so counted for the overview's tallies as a deploy's migration would.
    await migrateOrderTally(connection.db!);
    if ((await reviews.countDocuments()) < 50) {
      await reviews.collection.insertMany(
        Array.from({ length: 50 }, (_, index) => ({
          name: `Reviewer ${index}`,
          email: `reviewer-${index}@mrittika.test`,
          review: 'Good tools, fair prices.',
          ratings: String((index % 5) + 1),
          createdAt: new Date(now - index * DAY),
          updatedAt: new Date(now - index * DAY),
        })),
      );
    }
    if (!(await users.exists({ email: ADMIN.email }))) {
      await users.create({ email: ADMIN.email, name: 'Bench Admin', role: 'admin', passwordHash: await hashPassword(ADMIN.password) });
    }
    return { tools: await tools.countDocuments(), orders: await orders.countDocuments() };
  } finally {
    await connection.close();
  }
}

/** Signs in through next-auth's credentials endpoint, as a browser does; answers the Cookie header to send. */
async function signIn(serverUrl: string): Promise<string> {
  const csrf = await fetch(`${serverUrl}/api/auth/csrf`);
  const jar = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch(`${serverUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email: ADMIN.email, password: ADMIN.password, callbackUrl: serverUrl }),
  });
  const session = answer.headers.getSetCookie().find((cookie) => cookie.includes('session-token='));
  if (!session) throw new Error(`signing in as ${ADMIN.email} gave no session (${answer.status})`);
  return session.split(';')[0]!;
}

export async function benchOverview({
  serverUrl,
  mongoUri,
  runs = 9,
  pids = {},
}: {
  serverUrl: string;
  mongoUri: string;
  runs?: number;
  /** The server's and the database's process ids, to count their CPU time too. */
  pids?: { server?: number; database?: number };
}): Promise<OverviewBenchmark> {
  const counts = await growShop(mongoUri);
  const cookie = await signIn(serverUrl);
  const render = async () => {
    const started = performance.now();
    const answer = await fetch(`${serverUrl}/dashboard`, { headers: { cookie } });
    const html = await answer.text();
    const elapsed = performance.now() - started;
    if (answer.status !== 200 || !html.includes('Orders placed per day')) throw new Error(`GET /dashboard answered ${answer.status} without the overview`);
    return elapsed;
  };
  await render();
  await render();
  const renderRuns: number[] = [];
  const cpuBefore = { server: cpuMilliseconds(pids.server), database: cpuMilliseconds(pids.database) };
  for (let run = 0; run < runs; run += 1) renderRuns.push(await render());
  const perRender = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / runs);
  const cpuPerRender = {
    serverMs: perRender(cpuBefore.server, cpuMilliseconds(pids.server)),
    databaseMs: perRender(cpuBefore.database, cpuMilliseconds(pids.database)),
  };
  const dataLayer = await runDataLayerScript<{ runsMs: number[] }>(path.join(import.meta.dirname, 'overview-data-layer.ts'), {
    MONGODB_URI: mongoUri,
    BENCH_RUNS: String(runs),
  });
  return {
    ...counts,
    render: { medianMs: median(renderRuns), runsMs: renderRuns },
    dataLayer: { medianMs: median(dataLayer.runsMs), runsMs: dataLayer.runsMs },
    cpuPerRender,
  };
}

export function describeOverview(result: OverviewBenchmark): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `Admin overview at ${result.tools} tools and ${result.orders} orders (target under ${OVERVIEW_TARGET.milliseconds} ms on the server):`,
    `  GET /dashboard, whole server render: median ${ms(result.render.medianMs)} (runs: ${result.render.runsMs.map(ms).join(', ')})`,
    `  of which the overview's queries:     median ${ms(result.dataLayer.medianMs)}`,
    ...(result.cpuPerRender.serverMs === null
      ? []
      : [
          `  CPU time per render (what wall time would be on an idle machine): server ${ms(result.cpuPerRender.serverMs)}` +
            (result.cpuPerRender.databaseMs === null ? '' : `, database ${ms(result.cpuPerRender.databaseMs)}`),
        ]),
  ].join('\n');
}
