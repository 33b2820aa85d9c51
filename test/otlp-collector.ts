/**
 * A loopback stand-in for an OpenTelemetry collector, for the tests: it takes OTLP over HTTP in its JSON encoding
 * (`POST /v1/traces`, OTEL_EXPORTER_OTLP_PROTOCOL=http/json), as a real collector's `otlphttp` receiver does, and
 * keeps every span it was sent. The shop reaches it as OTEL_EXPORTER_OTLP_ENDPOINT, exactly as it would reach a real
 * one. Written from the OTLP specification (ExportTraceServiceRequest: resourceSpans, scopeSpans, spans; ids as hex).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CollectedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  service: string | null;
  attributes: Record<string, unknown>;
};

export type OtlpCollector = { endpoint: string; spans(): CollectedSpan[]; stop(): Promise<void> };

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value?: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[] }[] }[];
  }[];
};

/** OTLP/JSON writes ids as hex; some encoders write base64 (the protobuf bytes). Either way, hex here. */
function hexId(id: string | undefined): string | null {
  if (!id) return null;
  if (/^[0-9a-f]+$/i.test(id) && (id.length === 32 || id.length === 16)) return id.toLowerCase();
  return Buffer.from(id, 'base64').toString('hex');
}

function plain(attributes: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [key, value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue ?? null]),
  );
}

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      if (!request.headers['content-type']?.includes('application/json')) {
        // This stand-in reads the JSON encoding only: say so, as a collector refuses what it cannot read.
        response.writeHead(415, { 'content-type': 'application/json' }).end('{"message":"JSON only"}');
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = plain(resourceSpans.resource?.attributes)['service.name'];
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                traceId: hexId(span.traceId) ?? '',
                spanId: hexId(span.spanId) ?? '',
                parentSpanId: hexId(span.parentSpanId),
                name: span.name,
                service: typeof service === 'string' ? service : null,
                attributes: plain(span.attributes),
              });
            }
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"not OTLP JSON"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
