import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Shown on the confirm button while the action runs (it is disabled meanwhile). */
  busyLabel?: string;
  busy?: boolean;
  /** A destructive action: the confirm button says so with its colour. */
  danger?: boolean;
  /** An error of a failed attempt, shown above the buttons. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that is hard to undo. Focus starts on Cancel, so Enter never confirms by accident;
 * Escape and a click outside cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busyLabel,
  busy = false,
  danger = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      closeLabel={closeLabel}
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className={styles.body}>{children}</div>
      {error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
