import { CheckboxField } from '../../../components/ui/form-field';
import styles from './admin-properties.module.css';

export interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  idBase: string;
  error?: string | null;
}

/** A set of checkboxes for the values of a list, in the order of the options. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  selected,
  onChange,
  idBase,
  error,
}: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    const order = options.map((option) => option.value);
    onChange([...new Set(next)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  };
  return (
    <fieldset className={styles.checkboxGroup} aria-describedby={error ? `${idBase}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      <div className={styles.checkboxGrid}>
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            id={`${idBase}-${option.value}`}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${idBase}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
