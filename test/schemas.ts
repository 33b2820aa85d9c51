/** What the schema tests read of a parse, written once. */
import type { ZodMiniType } from 'zod/mini';
import { fieldErrors } from '@/lib/http/answers';

/** The messages the API would answer for `input`, field by field (lib/http/answers.ts); none when `schema` takes it. */
export function fieldErrorsOf(schema: ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
