import type { ErrorBody } from '@/lib/http/answers';

/**
 * What every server action answers its form or button with: success (with anything the page needs), or the
 * refusal the API would have answered for the same request (status, readable message, refused fields), never a
 * stack trace. `applyResult` in components/ui/schema-form.ts applies it to a form.
 */
export type ActionFailure = { ok: false; status: number } & ErrorBody;
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;
