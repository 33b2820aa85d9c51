/**
 * A form's payload schema, loaded when the visitor starts on the page rather than with it: zod and the schemas come
 * in a chunk of their own, fetched at the first focus, tap or click on the page (or at the first check, whichever is
 * sooner), so that a form page's first load carries no validation code (docs/decisions/0080-light-form-pages.md).
 * The form checks exactly the same schema as its server action, with the same messages, before anything is sent.
 *
 * Declare it at module level in the form's file, with a dynamic import of the module that holds the schema:
 * `const registerSchema = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));`
 */
import { loadOnce, onFirstMove } from '@/lib/infra/first-move';

type Parser = { safeParseAsync(data: unknown): Promise<unknown> };

/**
 * Stands in for the schema where a form reads it (components/ui/schema-form.ts's resolver calls only
 * `safeParseAsync`); typed as the schema so that the form's values are typed by it.
 */
export function lazySchema<Schema extends Parser>(load: () => Promise<Schema>): Schema {
  // A failed fetch (the network dropped) is tried again at the next check.
  const start = loadOnce(load);
  onFirstMove(() => void start().catch(() => {}));
  const stand: Parser = { safeParseAsync: async (data) => (await start()).safeParseAsync(data) };
  return stand as Schema;
}
