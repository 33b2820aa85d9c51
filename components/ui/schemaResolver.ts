import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the resolver needs of a schema; zod's classic and mini schemas both have it. */
type Checkable<Output, Input> = z.core.$ZodType<Output, Input> & {
  safeParseAsync(
    data: unknown,
  ): Promise<{ success: true; data: Output } | { success: false; error: { issues: z.core.$ZodIssue[] } }>;
};

/**
 * The react-hook-form resolver of every form: the form checks the same zod schema as its server action or route
 * handler and shows, per field, the first message zod reports, the same words the server answers with
 * (lib/http.ts fieldErrors). @hookform/resolvers' zodResolver replaces a
 * union's own message with its first branch's ("expected number, received undefined" instead of "Price is
 * Required" for our wholeNumber fields): react-hook-form/resolvers issue #808.
 */
export function schemaResolver<Output extends FieldValues, Input extends FieldValues>(
  schema: Checkable<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
