import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm } from 'react-hook-form';
import type { FieldError, FieldPath, FieldValues, UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { fieldErrorText, validationKey } from './field-error-text';
import { apiCodeOf } from './issue-codes';
import { serverFieldErrors } from './server-errors';

/** A form schema: its input is what the fields hold, its output the request body (trimmed, nulls...). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;
type Input<Schema extends FormSchema> = z.input<Schema>;

/**
 * The one way to build a form: react-hook-form over a schema made from the generated request schema
 * (lib/api/zod.gen.ts, extended in the feature where the form differs from the body; see rules.ts).
 *
 * - Errors are the API's detail codes (issue-codes.ts), so the browser and the API word a rule alike;
 *   `field(name)` gives an input its registration and its translated error for the ui/form-field
 *   components (aria-invalid, aria-describedby); a refused submit focuses the first invalid field.
 * - `showServerErrors(error)` places the field errors of a refused request next to their fields (the
 *   first takes the focus) and says whether there were any; a field's error goes once it is edited.
 *
 * ```tsx
 * const form = useContractForm(schema, { defaultValues });
 * <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body, {
 *   onError: (error) => form.showServerErrors(error) }))}>
 *   <TextField label={t('name')} required {...form.field('name')} />
 * ```
 */
export function useContractForm<Schema extends FormSchema>(
  schema: Schema,
  options: Omit<UseFormProps<Input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  const { t, i18n } = useTranslation();
  const form = useForm<Input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema, { error: apiCodeOf }),
  });

  /** The translated error of a field, or null. */
  const errorText = (name: FieldPath<Input<Schema>>): string | null => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return error?.message ? fieldErrorText(t, error.message) : null;
  };

  const field = (name: FieldPath<Input<Schema>>) => ({ ...form.register(name), error: errorText(name) });

  const showServerErrors = (
    error: unknown,
    isFormField = (field: string) => form.getValues(field as FieldPath<Input<Schema>>) !== undefined,
  ): boolean => {
    const errors = serverFieldErrors(error, isFormField);
    errors.forEach(({ field: name, code, message }, index) =>
      form.setError(
        name as FieldPath<Input<Schema>>,
        // The code when the site has a text for it, otherwise the API's own (translated) message.
        { type: 'server', message: i18n.exists(validationKey(code)) ? code : message },
        { shouldFocus: index === 0 },
      ),
    );
    return errors.length > 0;
  };

  return { ...form, errorText, field, showServerErrors };
}
