import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver for our payload schemas that shows, per field, the first message zod reports: the
 * same words the server answers with (lib/http.ts fieldErrors). @hookform/resolvers' zodResolver replaces a
 * union's own message with its first branch's ("expected number, received undefined" instead of "Price is
 * Required" for our wholeNumber fields): react-hook-form/resolvers issue #808.
 */
export function schemaResolver<Output extends FieldValues, Input extends FieldValues>(
  schema: z.ZodType<Output, Input>,
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
