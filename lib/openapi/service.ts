import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { errorAnswers, errorContent, jsonSchema, type PathItems } from './operations';

/** The service's own calls: this document, the health checks and the scheduler's (not part of the shop's contract). */

/** What a run of the payment schedule and the outbox did (app/api/cron/outbox/route.ts). */
const cronRun = z.object({
  expired: z.number().int().describe('Online orders expired unpaid'),
  refunded: z.number().int().describe('Refunds the gateway confirmed'),
  settled: z.number().int().describe('Open payments settled by asking the gateway'),
  released: z.number().int().describe('Units a stopped checkout left held, given back'),
  relayed: z.number().int(),
  sent: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

/** Vercel Cron's call that sends the outbox's due mails. */
const cronOutboxPath = {
  get: {
    summary: 'Send the mails that are due (Vercel Cron)',
    description:
      'Called on a schedule by Vercel Cron (vercel.json) with `Authorization: Bearer ${CRON_SECRET}`; refuses ' +
      'everything when CRON_SECRET is unset. Queues the mails of orders and quotes still marked due (the relay), ' +
      'then sends up to 100 due mails and says how it went.',
    security: [{ cronSecret: [] }],
    responses: {
      200: {
        description: 'How the run went',
        content: {
          'application/json': {
            schema: jsonSchema(cronRun, 'output'),
          },
        },
      },
      401: { description: 'Not the scheduler', content: errorContent },
      503: { description: errorAnswers[503], content: errorContent },
    },
  },
};

const openApiPath = {
  get: {
    summary: 'This document',
    security: [],
    responses: { 200: { description: 'The OpenAPI 3.1 description of the API', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
};

/** Health checks for load balancers and container orchestrators (not part of the shop's contract). */
const statusAnswer = (description: string, status: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { status: { const: status } } } } },
});
const healthPath = {
  get: {
    summary: 'Liveness: the server process answers (the database is not consulted)',
    security: [],
    responses: { 200: statusAnswer('Alive', 'ok') },
  },
};
const checkState = { type: 'string', enum: ['ok', 'unavailable'] };
const readinessAnswer = (description: string, status: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'database'],
        properties: {
          status: { const: status },
          database: { ...checkState, description: 'Whether the database answered a ping within 2 s' },
          redis: { ...checkState, description: 'With REDIS_URL only: whether the shared cache answered a ping within 1 s' },
        },
      },
    },
  },
});
const readinessPath = {
  get: {
    summary: 'Readiness: the server can serve the shop (its database answers a ping within 2 s); reports the shared cache too',
    security: [],
    responses: {
      200: readinessAnswer('Ready (a Redis that does not answer leaves it ready: each instance serves from its own cache)', 'ready'),
      503: {
        ...readinessAnswer('The database does not answer; see Retry-After', 'unavailable'),
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
      },
    },
  },
};

export const servicePaths: PathItems = {
  '/api/openapi.json': openApiPath,
  '/api/health': healthPath,
  '/api/health/ready': readinessPath,
  '/api/cron/outbox': cronOutboxPath,
};
