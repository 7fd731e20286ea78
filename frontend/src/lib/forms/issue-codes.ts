import type * as z from 'zod';

/**
 * Zod issue -> the API's validation detail code (`required`, `too_long`, `invalid_email`, ...), the one
 * mapping between the two. Forms keep the code as the field's error message and translate it at display
 * (field-error-text.ts), so a rule refused in the browser reads exactly like the same rule refused by the
 * API (backend/src/platform/http/validation.ts names the API's codes).
 */

/**
 * Fields whose pattern or fixed value the API refuses with a code of their own (the `context: { code }`
 * of their `@Matches` / `@Equals` in the backend DTOs), by field name.
 */
const FIELD_CODES: Readonly<Record<string, string>> = {
  phone: 'invalid_phone',
  postalCode: 'invalid_postal_code',
  reference: 'invalid_reference',
  virtualTourUrl: 'invalid_url',
  url: 'invalid_image_url',
  acceptTerms: 'terms_not_accepted',
};

const FORMAT_CODES: Readonly<Record<string, string>> = { email: 'invalid_email' };

/** The issue as Zod hands it to an error map: raw, with the value it refused. */
type RawIssue = z.core.$ZodRawIssue;

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

function lastSegment(path: readonly PropertyKey[] | undefined): string {
  const last = path?.[path.length - 1];
  return typeof last === 'string' ? last : '';
}

export function apiCodeOf(issue: RawIssue): string {
  // A blank required value is "required" whatever check it failed first (an empty e-mail also fails the
  // format), as the API checks presence before the rest.
  if (issue.code !== 'custom' && isBlank(issue.input)) return 'required';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_large';
    case 'invalid_format':
      if (issue.format === 'regex') return FIELD_CODES[lastSegment(issue.path)] ?? 'invalid';
      return FORMAT_CODES[issue.format] ?? 'invalid';
    case 'invalid_value':
      return FIELD_CODES[lastSegment(issue.path)] ?? 'invalid_choice';
    case 'invalid_type':
      // Zod says 'int' for a decimal in a whole-number field and 'number' for anything that is no number.
      if (issue.expected === 'int') return 'not_a_whole_number';
      if (issue.expected === 'number') return 'not_a_number';
      return 'invalid';
    case 'custom':
      // Rules written in the SPA (lib/forms/rules.ts, a feature's schema) give the API's code as message.
      return issue.message ?? 'invalid';
    default:
      return 'invalid';
  }
}
