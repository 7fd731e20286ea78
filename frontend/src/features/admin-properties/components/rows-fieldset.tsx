import type { ReactNode } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { FieldArray, FieldArrayPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { propertyRule, useFieldErrorText } from '../utils/field-error-text';
import type { PropertyDraft } from '../utils/property-draft';
import { RowControls } from './row-controls';
import styles from './admin-properties.module.css';

type ListPath = FieldArrayPath<PropertyDraft>;

export interface RowsFieldsetProps<Path extends ListPath> {
  /** The list's path in the draft (the API's). */
  path: Path;
  legend: string;
  /** Said when the list is empty. */
  empty: string;
  addLabel: string;
  newRow: () => FieldArray<PropertyDraft, Path>;
  /** What a row is, for its label and its buttons' names ("Lugar 2"). */
  rowName: (index: number) => string;
  /** The row's fields. */
  children: (index: number, name: string) => ReactNode;
}

/**
 * An ordered list of the draft edited row by row: each row's fields with buttons to move or remove it, an
 * add button until the API's limit of rows, and the list's own error.
 */
export function RowsFieldset<Path extends ListPath>({
  path,
  legend,
  empty,
  addLabel,
  newRow,
  rowName,
  children,
}: RowsFieldsetProps<Path>) {
  const { fields, append, remove, move } = useFieldArray<PropertyDraft, Path>({ name: path });
  const { errors } = useFormState<PropertyDraft>({ name: path });
  const listError = useFieldErrorText()(errors, path);
  return (
    <fieldset className={styles.rowsGroup}>
      <legend className={styles.legend}>{legend}</legend>
      {fields.length ? (
        <ol className={styles.rows}>
          {fields.map((row, index) => {
            const name = rowName(index);
            return (
              <li key={row.id} className={styles.row}>
                {children(index, name)}
                <RowControls
                  index={index}
                  count={fields.length}
                  name={name}
                  onMove={move}
                  onRemove={remove}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
      {listError ? <p className={styles.fieldError}>{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= (propertyRule(path).max ?? Infinity)}
        onClick={() => append(newRow(), { shouldFocus: false })}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
