import { createContext, useContext, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useFocusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useRuleErrors } from '../../../lib/forms/rule-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';

/**
 * A back-office offering form: the kind's schema over react-hook-form (checked from the first attempt to
 * save on), the API's field errors next to their fields, an edit conflict and any other refusal. Each
 * failed attempt moves the keyboard to its first invalid field, once React has rendered the messages and
 * opened the translation panels that hold them.
 */
export function useOfferingForm<Draft extends FieldValues, Details extends FieldValues>(
  defaultValues: Draft,
  schema: z.ZodType<Details, Draft>,
) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const form = useContractForm(schema, {
    defaultValues: defaultValues as DefaultValues<Draft>,
    shouldFocusError: false,
  });
  const { placeServerErrors } = useRuleErrors('adminOfferings', schema);
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid(form.formState);

  /** The submit handler: `send` gets the request's `details` of a draft that passed the rules. */
  const submit = (send: (details: Details) => void) =>
    form.handleSubmit((details) => {
      setFormError(null);
      setConflict(false);
      send(details);
    }, focusFirstInvalid);

  /** Shows a refused save where it belongs: next to the fields, as a conflict, or above the buttons. */
  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === 'version_conflict') {
      setConflict(true);
      return;
    }
    const placed = placeServerErrors(form, error, 'details.');
    if (placed.length > 0) {
      setFormError(t('adminOfferings:form.checkFields'));
      focusFirstInvalid();
      return;
    }
    const description = describeApiError(error);
    setFormError(description.apiMessage ?? t(`common:${description.key}`));
  };

  return { form, formRef, submit, showFailure, conflict, formError };
}

const OfferingSchema = createContext<z.ZodType | null>(null);

/** Gives the fields of an offering form the kind's schema, whose limits their messages name. */
export const OfferingSchemaProvider = OfferingSchema.Provider;

function useOfferingSchema(): z.ZodType {
  const schema = useContext(OfferingSchema);
  if (!schema) throw new Error('An offering field outside an offering form');
  return schema;
}

/** The translated error of a field of the offering form, with the limit its rule names. */
export function useFieldErrorText() {
  return useRuleErrors('adminOfferings', useOfferingSchema()).errorText;
}
