import 'server-only';
import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getCaller } from '@/lib/auth/caller';
import type { Caller } from '@/lib/auth/caller-type';
import { errorAnswer } from '@/lib/http/answers';
import { logRequest } from '@/lib/infra/log';
import { runWorkerAfterWrite } from '@/lib/infra/outbox-worker';
import { inRequest, REQUEST_ID_HEADER, REQUEST_PATH_HEADER, requestIdOf, type RequestContext } from '@/lib/http/request-context';
import type { ActionResult } from './result';

type Success<T> = T extends object ? T : object;

/**
 * The one way to write a server action (docs/decisions/0004-server-actions.md). The action's body receives the
 * caller and the arguments the browser sent (untrusted: the data layer parses them with the payload's zod schema
 * and checks the caller with its policies). What it throws becomes the API's answer for the same failure; on
 * success the data layer has already expired the cache tags it changed, and the browser's router is refreshed so
 * that the page shows the change at once. Each call is served as a request of its own, with the id middleware gave
 * it, and ends with one log line (lib/infra/log.ts).
 */
export function defineAction<Args extends unknown[], T extends object | void>(
  body: (caller: Caller | null, ...args: Args) => Promise<T>,
  /** `read`: the action changes nothing the page shows (the header's cart): no router refresh, nothing follows it. */
  { read = false }: { read?: boolean } = {},
): (...args: Args) => Promise<ActionResult<Success<T>>> {
  return async (...args) => {
    const started = performance.now();
    const sent = await headers();
    // middleware.ts has set both on every post to a page, whatever the client sent.
    const call: RequestContext = { requestId: sent.get(REQUEST_ID_HEADER) ?? requestIdOf(sent) };
    const logged = (status: number) =>
      logRequest({
        method: 'POST',
        route: `action ${pagePattern(sent.get(REQUEST_PATH_HEADER) ?? '')}`,
        status,
        durationMs: performance.now() - started,
        accountId: call.accountId,
      });
    return inRequest(call, async () => {
      let result: ActionResult<Success<T>>;
      try {
        result = await runAction(async () => body(await getCaller(), ...args));
      } catch (signal) {
        // Only Next.js' own signals get here (runAction answers every failure): a redirect or a not-found.
        logged(signalStatus(signal));
        throw signal;
      }
      if (!read) {
        if (result.ok) refresh();
        // Where no worker runs, the schedule follows the writes (lib/infra/outbox-worker.ts).
        runWorkerAfterWrite();
      }
      logged(result.ok ? 200 : result.status);
      return result;
    });
  };
}

/** The status a redirect() or notFound() thrown by an action answers with (their digest names it). */
function signalStatus(signal: unknown): number {
  const digest = String((signal as { digest?: unknown } | null)?.digest ?? '');
  const status = /^NEXT_REDIRECT;[^;]*;[^;]*;(\d{3})/.exec(digest)?.[1] ?? /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})/.exec(digest)?.[1];
  return status ? Number(status) : 500;
}

/** A page's path with its record ids named (`/dashboard/orders/[id]/payment`), for a log line. */
function pagePattern(path: string): string {
  return path.replace(/\/[0-9a-f]{24}(?=\/|$)/gi, '/[id]');
}

/** Runs an action's body and turns what it throws into an ActionFailure (redirects and not-found pass through). */
export async function runAction<T extends object | void>(call: () => Promise<T>): Promise<ActionResult<Success<T>>> {
  try {
    const value = await call();
    return { ok: true, ...(value ?? {}) } as ActionResult<Success<T>>;
  } catch (error) {
    unstable_rethrow(error);
    const { status, body } = errorAnswer(error);
    return { ok: false, status, ...body };
  }
}

/**
 * The same action for a plain `<form action>` that must work before (or without) the page's script: such a form
 * cannot read an answer, so the action's own redirect (or the refreshed page) is its answer.
 */
export function formAction(action: (formData: FormData) => Promise<unknown>): (formData: FormData) => Promise<void> {
  return async (formData) => {
    await action(formData);
  };
}

/** An argument from the browser that should be text (an id, an e-mail); anything else becomes "" and is refused. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
