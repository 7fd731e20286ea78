import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

const TOAST_DURATION_MS = 6000;

export interface ToastProviderProps {
  /** Accessible name of each toast's dismiss button, translated by the caller. */
  dismissLabel: string;
  children: ReactNode;
}

/** Short notices in the corner of the screen, announced politely (errors assertively). */
export function ToastProvider({ dismissLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-2), { id, message, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        <div role="status" aria-live="polite">
          {toasts
            .filter((toast) => toast.tone !== 'error')
            .map((toast) => (
              <ToastView key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
            ))}
        </div>
        <div role="alert">
          {toasts
            .filter((toast) => toast.tone === 'error')
            .map((toast) => (
              <ToastView key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastItem;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  return (
    <div className={[styles.toast, toast.tone !== 'info' && styles[toast.tone]].filter(Boolean).join(' ')}>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
