import { createContext, useContext } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
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

/**
 * The props every text-like field of the draft shares: its id, label and optional mark, the value at its
 * path, its error, and a change handler that writes the (transformed) text back.
 */
function useDraftField(
  { path, label, required, hint, className }: DraftFieldProps,
  transform: (value: string) => string = (value) => value,
) {
  const { draft, set, error } = usePropertyForm();
  const { t } = useTranslation('common');
  return {
    id: fieldId(path),
    label,
    required,
    optionalLabel: required ? undefined : t('form.optional'),
    hint,
    className,
    value: String(getIn(draft, path) ?? ''),
    error: error(path),
    onChange: (event: ChangeEvent<{ value: string }>) => set(path, transform(event.target.value)),
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

/** A number typed as text; the rule of its path gives the browser's min, max and step. */
export function DraftNumberField(field: DraftFieldProps) {
  const props = useDraftField(field);
  const rule = ruleFor(field.path);
  return (
    <TextField
      {...props}
      type="number"
      inputMode={rule?.integer ? 'numeric' : 'decimal'}
      min={rule?.min}
      max={rule?.max}
      step={rule?.integer ? 1 : 'any'}
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
