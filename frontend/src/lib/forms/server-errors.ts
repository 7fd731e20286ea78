import { isApiError } from '../api/api-client';

export interface ServerFieldError {
  /** The form field (a dotted path, as the API names it). */
  field: string;
  code: string;
  /** The API's own text, in the language of the request. */
  message: string;
}

/**
 * The field errors of a refused request (the `details` of the API's error body) that belong to a field of
 * the form, one per field, in the API's order (the first one gets the focus).
 */
export function serverFieldErrors(
  error: unknown,
  isFormField: (field: string) => boolean,
): ServerFieldError[] {
  if (!isApiError(error)) return [];
  const seen = new Set<string>();
  return error.details.filter((detail) => {
    if (seen.has(detail.field) || !isFormField(detail.field)) return false;
    seen.add(detail.field);
    return true;
  });
}
