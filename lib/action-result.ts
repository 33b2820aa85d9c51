import 'server-only';
import { errorAnswer, type ErrorBody } from '@/lib/http';

/**
 * What a server action gives its form: success (with anything the form needs), or the refusal the API would
 * have answered (status, readable message, refused fields), never a stack trace.
 */
export type ActionFailure = { ok: false; status: number } & ErrorBody;
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** Runs one data-layer call for a server action and turns what it throws into an ActionFailure. */
export async function runAction<T extends object = object>(call: () => Promise<T | void>): Promise<ActionResult<T>> {
  try {
    const value = await call();
    return { ok: true, ...(value ?? ({} as T)) };
  } catch (error) {
    const { status, body } = errorAnswer(error);
    return { ok: false, status, ...body };
  }
}
