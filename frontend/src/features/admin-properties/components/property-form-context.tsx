import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import type { PropertyDraft } from '../utils/property-draft';
import { propertyRule, useFieldErrorText } from '../utils/field-error-text';
import styles from './admin-properties.module.css';

/** The property form's state, as every section reads and writes it (react-hook-form's context). */
const usePropertyForm = () => useFormContext<PropertyDraft>();

/** The id of a field's control, so error handling can focus it. */
export function fieldId(path: string): string {
  return `property-${path.replace(/\./g, '-')}`;
}

interface DraftFieldProps {
  /** The field's path in the draft, which is the API's without `details.`. */
  path: Path<PropertyDraft>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/**
 * The props every text-like field of the draft shares: its id, label and optional mark, its error, and
 * react-hook-form's registration (`transform` normalises what is typed before it is stored).
 */
function useDraftField(
  { path, label, required, hint, className }: DraftFieldProps,
  transform?: (value: string) => string,
) {
  const { register } = usePropertyForm();
  const { errors } = useFormState({ name: path });
  const errorText = useFieldErrorText();
  const { t } = useTranslation('common');
  const registration = register(path);
  return {
    id: fieldId(path),
    label,
    required,
    optionalLabel: required ? undefined : t('form.optional'),
    hint,
    className,
    error: errorText(errors, path),
    ...registration,
    onChange: (event: { target: { value: string } }) => {
      if (transform) event.target.value = transform(event.target.value);
      return registration.onChange(event);
    },
  };
}

export function DraftTextField({
  transform,
  type,
  autoComplete,
  inputMode,
  placeholder,
  ...field
}: DraftFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  /** Normalises what is typed (e.g. capitals for the reference). */
  transform?: (value: string) => string;
}) {
  const props = useDraftField(field, transform);
  return (
    <TextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
    />
  );
}

/** A number typed as text; the API's rule of its path gives the browser's min, max and step. */
export function DraftNumberField(field: DraftFieldProps) {
  const props = useDraftField(field);
  const rule = propertyRule(field.path);
  return (
    <TextField
      {...props}
      type="number"
      inputMode={rule.integer ? 'numeric' : 'decimal'}
      min={rule.min}
      max={rule.max}
      step={rule.integer ? 1 : 'any'}
    />
  );
}

export function DraftTextArea({ rows = 4, ...field }: DraftFieldProps & { rows?: number }) {
  const props = useDraftField(field);
  return <TextAreaField {...props} rows={rows} />;
}

export function DraftSelect({
  placeholder,
  options,
  ...field
}: DraftFieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const props = useDraftField(field);
  return (
    <SelectField {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export function DraftCheckbox({ path, label, hint, className }: Omit<DraftFieldProps, 'required'>) {
  const { register } = usePropertyForm();
  return (
    <CheckboxField id={fieldId(path)} label={label} hint={hint} className={className} {...register(path)} />
  );
}

/** A titled part of the form; the section navigation links to its id. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.formSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formSectionTitle}>
        {title}
      </h2>
      {description ? <p className={styles.muted}>{description}</p> : null}
      {children}
    </section>
  );
}
