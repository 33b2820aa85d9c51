import { toast } from '@/components/ui/Toaster';
import type { ActionResult } from '@/lib/actions/result';

/**
 * The answer of an action behind a button (no form): a success toast, or the refusal (its first field's message) as an
 * error toast. A module of its own, apart from the forms' helpers (./schema-form.ts): a page of buttons, such as an
 * admin's table, then does not load react-hook-form.
 */
export function announceResult(result: ActionResult, success: string): boolean {
  if (result.ok) toast.success(success);
  else toast.error(Object.values(result.fields ?? {})[0]?.[0] ?? result.error);
  return result.ok;
}
