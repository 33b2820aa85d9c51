import { isSpanContextValid, trace } from '@opentelemetry/api';
import { currentRequest } from '@/lib/http/request-context';

/**
 * The server's log: one JSON object per line, so that a hosting dashboard, `docker compose logs` piped to `jq`, or a
 * log collector can filter it by request, account or level (docs/operations.md, "Following a request"). Each line
 * carries the time, the level and the message, the id of the request being served and its trace, when there are
 * some, and the fields given. Nothing secret is written (docs/decisions/0072-nothing-secret-in-logs.md): callers pass
 * ids, never an e-mail, password, token or address, and e-mail addresses and credentials inside error messages (a
 * duplicate-key error quotes the value) are masked here.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What a line may carry besides its message: plain values, or an error (its name, message and stack). */
export type LogFields = Record<string, string | number | boolean | null | undefined | unknown>;

/** The lowest level written: LOG_LEVEL, else `info`. */
function lowestLevel(): number {
  const configured = LOG_LEVELS.indexOf(process.env.LOG_LEVEL?.trim().toLowerCase() as LogLevel);
  return configured >= 0 ? configured : LOG_LEVELS.indexOf('info');
}

// No slash on either side: `node_modules/@scope/package/file.js` in a stack trace is no address.
const EMAIL = /[^\s@"'<>(){}[\],;:/]+@[^\s@"'<>(){}[\],;:/]+\.[A-Za-z]{2,}/g;
const CREDENTIALS_IN_URL = /\/\/[^/\s:@]+:[^/\s@]+@/g;

/** Text safe to log: e-mail addresses and a URL's user and password masked. */
export function masked(text: string): string {
  return text.replace(CREDENTIALS_IN_URL, '//[credentials]@').replace(EMAIL, '[email]');
}

function serialised(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const cause = value.cause instanceof Error ? { cause: serialised(value.cause, depth + 1) } : {};
    return { name: value.name, message: masked(value.message), ...(value.stack && { stack: masked(value.stack) }), ...cause };
  }
  if (typeof value === 'string') return masked(value);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => serialised(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, serialised(item, depth + 1)]));
}

/** The trace being recorded, when tracing is on (instrumentation.ts): its ids tie the line to the collector's spans. */
function traceIds(): { traceId?: string; spanId?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : {};
}

/** Writes one line at `level` if LOG_LEVEL lets it through. */
export function log(level: LogLevel, message: string, fields: LogFields = {}): void {
  if (LOG_LEVELS.indexOf(level) < lowestLevel()) return;
  const request = currentRequest();
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    msg: masked(message),
    ...(request && { requestId: request.requestId }),
    ...traceIds(),
  };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) line[name] = serialised(value);
  if (request?.accountId && line.accountId === undefined) line.accountId = request.accountId;
  const text = JSON.stringify(line);
  // The console's own streams: hosting platforms read stderr as errors.
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}

/** One line per API call and server action: what was asked, how it ended and how long it took. */
export function logRequest(fields: { method: string; route: string; status: number; durationMs: number; accountId?: string }): void {
  const level: LogLevel = fields.status >= 500 ? 'error' : 'info';
  log(level, `${fields.method} ${fields.route} ${fields.status}`, { ...fields, durationMs: Math.round(fields.durationMs * 10) / 10 });
}
