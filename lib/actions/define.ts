import 'server-only';
import { refresh } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { getCaller, type Caller } from '@/lib/auth/caller';
import { errorAnswer } from '@/lib/http';
import type { ActionResult } from './result';

type Success<T> = T extends object ? T : object;

/**
 * The one way to write a server action (docs/decisions/0004-server-actions.md). The action's body receives the
 * caller and the arguments the browser sent (untrusted: the data layer parses them with the payload's zod schema
 * and checks the caller with its policies). What it throws becomes the API's answer for the same failure; on
 * success the data layer has already expired the cache tags it changed, and the browser's router is refreshed so
 * that the page shows the change at once.
 */
export function defineAction<Args extends unknown[], T extends object | void>(
  body: (caller: Caller | null, ...args: Args) => Promise<T>,
): (...args: Args) => Promise<ActionResult<Success<T>>> {
  return async (...args) => {
    const result = await runAction(async () => body(await getCaller(), ...args));
    if (result.ok) refresh();
    return result;
  };
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
