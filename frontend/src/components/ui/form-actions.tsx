import { Button } from './button';
import styles from './back-office-panel.module.css';

export interface FormActionsProps {
  pending: boolean;
  submitLabel: string;
  /** Said on the submit button while the form is being sent. */
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** A dialog form's submit and cancel buttons, in a row that wraps on narrow screens. */
export function FormActions({ pending, submitLabel, pendingLabel, cancelLabel, onCancel }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
