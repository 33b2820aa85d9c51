import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { mongo } from 'mongoose';

/**
 * Traces, when an operator asks for them (docs/operations.md, "Traces"): with `OTEL_EXPORTER_OTLP_ENDPOINT` (or its
 * traces-only form) set, instrumentation.ts registers OpenTelemetry through `@vercel/otel`, which exports over OTLP
 * to that collector. Next.js then records a span for each request and route by itself; this module adds one for
 * each database command. Without the variable nothing is registered and nothing here runs.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** The name traces are filed under unless OTEL_SERVICE_NAME says otherwise. */
export const SERVICE_NAME = 'mrittika-storefront';

/**
 * One client span per MongoDB command, a child of whatever span is active when the command starts (the request's),
 * from the driver's command monitoring (the client is made with `monitorCommands: true`, lib/infra/db.ts). It names the
 * command and the collection, never the query or the documents: their values may be a customer's.
 */
export function traceDatabaseCommands(client: mongo.MongoClient): () => void {
  const tracer = trace.getTracer('mrittika.database');
  const open = new Map<number, Span>();
  const started = (event: mongo.CommandStartedEvent) => {
    const collection = event.command[event.commandName];
    const span = tracer.startSpan(
      typeof collection === 'string' ? `${event.commandName} ${collection}` : event.commandName,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'mongodb',
          'db.namespace': event.databaseName,
          'db.operation.name': event.commandName,
          ...(typeof collection === 'string' && { 'db.collection.name': collection }),
        },
      },
      context.active(),
    );
    open.set(event.requestId, span);
  };
  const ended = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) => {
    const span = open.get(event.requestId);
    if (!span) return;
    open.delete(event.requestId);
    if ('failure' in event) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.failure.name });
    }
    span.end();
  };
  client.on('commandStarted', started);
  client.on('commandSucceeded', ended);
  client.on('commandFailed', ended);
  return () => {
    client.off('commandStarted', started);
    client.off('commandSucceeded', ended);
    client.off('commandFailed', ended);
    open.clear();
  };
}
