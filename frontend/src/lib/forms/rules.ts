import * as z from 'zod';
import { zRegisterRequestDto } from '../api/zod.gen';

/**
 * Building blocks of form schemas over the generated request schemas (lib/api/zod.gen.ts): what a form
 * adds to the contract, and the few rules the OpenAPI document cannot state, written once here.
 */

/** The API's shortest password (the hints name it). */
export const PASSWORD_MIN_LENGTH = zRegisterRequestDto.shape.password.minLength ?? 0;

/** A text input checked as the API checks it: trimmed first (the API trims), then the contract's rule. */
export function trimmed<Rule extends z.ZodType<unknown, string>>(rule: Rule) {
  return z.string().trim().pipe(rule);
}

/**
 * An optional text input: trimmed, and blank means "not given", sent as `null` (the API's way to clear a
 * value) or as `undefined` where the request has no null.
 */
export function optionalText<Rule extends z.ZodType<unknown, string | null | undefined>>(
  rule: Rule,
  blank: null | undefined,
) {
  return z
    .string()
    .trim()
    .transform((value): string | null | undefined => (value === '' ? blank : value))
    .pipe(rule);
}

/**
 * "The password again": equal to the password. The OpenAPI document cannot say it, so this is the SPA's
 * one copy of the API's rule (`SameAs` in backend/src/modules/identity/commands/field-rules.ts, code
 * `passwords_do_not_match`); an empty repetition is reported as missing first.
 */
export function confirmedPassword<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  password: keyof Shape & string,
  confirmation: keyof Shape & string,
) {
  return schema.superRefine(
    (values: Record<string, unknown>, context) => {
      const repeated = values[confirmation];
      if (repeated === values[password] && repeated !== '') return;
      context.addIssue({
        code: 'custom',
        path: [confirmation],
        message: repeated === '' ? 'required' : 'passwords_do_not_match',
        input: repeated,
      });
    },
    // Also when another field is refused (an unticked box would skip it), so every problem shows at once.
    { when: () => true },
  );
}
