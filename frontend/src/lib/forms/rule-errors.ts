import { get } from 'react-hook-form';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormGetValues,
  UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { formatNumber } from '../format/format';
import { useLanguage } from '../i18n/localize';
import { ruleAt } from './schema-rules';
import { serverFieldErrors } from './server-errors';

/** The error of a field, or of a list as a whole (react-hook-form keeps that one at `<list>.root`). */
function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  const found = (get(errors, `${path}.root`) ?? get(errors, path)) as FieldError | undefined;
  return found?.message ? found : undefined;
}

/** The paths of the fields in error, in the form's order (a list's own error is the list's path). */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).message === 'string') return [key === 'root' ? prefix : path];
    return errorPaths(value as FieldErrors, path);
  });
}

/**
 * A form whose messages are a feature's own (`<namespace>:validation.<code>`, e.g. "at most 200
 * characters"): each error's text names the limits of the field's rule, read from the form's schema, and
 * the API's field errors are placed with the code when the feature has a text for it, otherwise with the
 * API's own message (already in the reader's language).
 */
export function useRuleErrors(namespace: 'adminProperties' | 'adminOfferings', schema: z.ZodType) {
  const { t, i18n } = useTranslation(namespace);
  const language = useLanguage();
  const hasText = (code: string) => i18n.exists(`${namespace}:validation.${code}`);

  /** The translated error of the field at `path`, or null. */
  const errorText = (errors: FieldErrors, path: string): string | null => {
    const error = errorAt(errors, path);
    if (!error?.message) return null;
    const { min = 0, max = 0 } = ruleAt(schema, path);
    return t(`validation.${error.message}`, {
      min: formatNumber(min, language, 2),
      max: formatNumber(max, language, 2),
      maxLength: formatNumber(max, language),
      limit: formatNumber(error.message === 'too_small' ? min : max, language),
      defaultValue: error.message,
    });
  };

  /**
   * Places a refused request's errors next to the form's fields (the API names them inside the body,
   * e.g. `details.title.es` for the form's `title.es`); the paths placed, in the API's order.
   */
  const placeServerErrors = <Values extends FieldValues>(
    form: { setError: UseFormSetError<Values>; getValues: UseFormGetValues<Values> },
    error: unknown,
    bodyPrefix = '',
  ): string[] => {
    const pathOf = (field: string) => field.replace(bodyPrefix, '') as Path<Values>;
    const isFormField = (field: string) => form.getValues(pathOf(field)) !== undefined;
    return serverFieldErrors(error, isFormField).map(({ field, code, message }) => {
      form.setError(pathOf(field), { type: 'server', message: hasText(code) ? code : message });
      return pathOf(field);
    });
  };

  return { errorText, placeServerErrors };
}
