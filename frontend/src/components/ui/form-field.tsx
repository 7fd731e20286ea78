import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { AlertIcon } from './icons';
import styles from './form-field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  /** Translated error text; shown under the control and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Translated word shown after the label of optional fields, e.g. "(opcional)". */
  optionalLabel?: string;
}

function describedBy(...ids: (string | false | null | undefined)[]) {
  const value = ids.filter(Boolean).join(' ');
  return value || undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | null;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

function Label({ htmlFor, label, required, optionalLabel }: FieldFrameProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : optionalLabel ? (
        <span className={styles.optional}>{optionalLabel}</span>
      ) : null}
    </label>
  );
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
function useFieldControl({
  id,
  hint,
  error,
  required,
}: Pick<FieldFrameProps, 'hint' | 'error' | 'required'> & { id?: string }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return {
    hintId,
    errorId,
    control: {
      id: inputId,
      className: styles.control,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
    },
  };
}

/** Label above, control, then hint and error: the frame every text-like field shares. */
function FieldFrame({
  label,
  error,
  hint,
  required,
  optionalLabel,
  className,
  field,
  children,
}: FieldFrameProps & { className?: string; field: ReturnType<typeof useFieldControl>; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={field.control.id} label={label} required={required} optionalLabel={optionalLabel} />
      {children}
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </div>
  );
}

export interface TextFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error: aria-invalid and aria-describedby tie the message to the control. */
export function TextField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const field = useFieldControl({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, error, hint, required, optionalLabel, className, field }}>
      <input ref={ref} {...field.control} {...input} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  id,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const field = useFieldControl({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, error, hint, required, optionalLabel, className, field }}>
      <textarea ref={ref} {...field.control} {...textarea} />
    </FieldFrame>
  );
}

export interface SelectFieldProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const field = useFieldControl({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, error, hint, required, optionalLabel, className, field }}>
      <select ref={ref} {...field.control} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  label: ReactNode;
  /** One line under the box saying what ticking it does. */
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  ...input
}: CheckboxFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
