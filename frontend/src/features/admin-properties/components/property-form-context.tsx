import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { getIn } from '../utils/property-draft';
import type { PropertyDraft } from '../utils/property-draft';
import { ruleFor } from '../utils/property-rules';
import styles from './admin-properties.module.css';

/** What every section of the property form reads and writes. */
export interface PropertyFormApi {
  draft: PropertyDraft;
  /** Replaces the value at a field path (the API's path without `details.`). */
  set: (path: string, value: unknown) => void;
  /** Changes the draft from its latest state (for answers that arrive later, like uploads). */
  update: (recipe: (draft: PropertyDraft) => PropertyDraft) => void;
  /** The translated error of a field, when it has one to show. */
  error: (path: string) => string | null;
}

const PropertyFormContext = createContext<PropertyFormApi | null>(null);

export function PropertyFormProvider({ value, children }: { value: PropertyFormApi; children: ReactNode }) {
  return <PropertyFormContext.Provider value={value}>{children}</PropertyFormContext.Provider>;
}

export function usePropertyForm(): PropertyFormApi {
  const api = useContext(PropertyFormContext);
  if (!api) throw new Error('usePropertyForm outside PropertyFormProvider');
  return api;
}

/** The id of a field's control, so error handling can focus it. */
export function fieldId(path: string): string {
  return `property-${path.replace(/\./g, '-')}`;
}

interface DraftFieldProps {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

function useOptionalLabel(required: boolean | undefined): string | undefined {
  const { t } = useTranslation('common');
  return required ? undefined : t('form.optional');
}

export function DraftTextField({
  path,
  label,
  required,
  hint,
  className,
  transform,
  ...input
}: DraftFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  /** Normalises what is typed (e.g. capitals for the reference). */
  transform?: (value: string) => string;
}) {
  const { draft, set, error } = usePropertyForm();
  const optionalLabel = useOptionalLabel(required);
  return (
    <TextField
      id={fieldId(path)}
      label={label}
      required={required}
      optionalLabel={optionalLabel}
      hint={hint}
      className={className}
      value={String(getIn(draft, path) ?? '')}
      error={error(path)}
      onChange={(event) => set(path, transform ? transform(event.target.value) : event.target.value)}
      {...input}
    />
  );
}

/** A number typed as text; the rule of its path gives the browser's min, max and step. */
export function DraftNumberField({ path, label, required, hint, className }: DraftFieldProps) {
  const { draft, set, error } = usePropertyForm();
  const optionalLabel = useOptionalLabel(required);
  const rule = ruleFor(path);
  return (
    <TextField
      id={fieldId(path)}
      type="number"
      inputMode={rule?.integer ? 'numeric' : 'decimal'}
      min={rule?.min}
      max={rule?.max}
      step={rule?.integer ? 1 : 'any'}
      label={label}
      required={required}
      optionalLabel={optionalLabel}
      hint={hint}
      className={className}
      value={String(getIn(draft, path) ?? '')}
      error={error(path)}
      onChange={(event) => set(path, event.target.value)}
    />
  );
}

export function DraftTextArea({
  path,
  label,
  required,
  hint,
  className,
  rows = 4,
}: DraftFieldProps & { rows?: number }) {
  const { draft, set, error } = usePropertyForm();
  const optionalLabel = useOptionalLabel(required);
  return (
    <TextAreaField
      id={fieldId(path)}
      label={label}
      required={required}
      optionalLabel={optionalLabel}
      hint={hint}
      className={className}
      rows={rows}
      value={String(getIn(draft, path) ?? '')}
      error={error(path)}
      onChange={(event) => set(path, event.target.value)}
    />
  );
}

export function DraftSelect({
  path,
  label,
  required,
  hint,
  className,
  placeholder,
  options,
}: DraftFieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const { draft, set, error } = usePropertyForm();
  const optionalLabel = useOptionalLabel(required);
  return (
    <SelectField
      id={fieldId(path)}
      label={label}
      required={required}
      optionalLabel={optionalLabel}
      hint={hint}
      className={className}
      value={String(getIn(draft, path) ?? '')}
      error={error(path)}
      onChange={(event) => set(path, event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export function DraftCheckbox({ path, label, className }: Omit<DraftFieldProps, 'required' | 'hint'>) {
  const { draft, set } = usePropertyForm();
  return (
    <CheckboxField
      id={fieldId(path)}
      label={label}
      className={className}
      checked={Boolean(getIn(draft, path))}
      onChange={(event) => set(path, event.target.checked)}
    />
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
