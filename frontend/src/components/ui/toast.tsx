import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

/** One thing to do about the notice (undo, open what it is about); the toast goes once it is chosen. */
export interface ToastAction {
  label: string;
  onClick: () => void;
  /** Where it leads, when it is a link: a plain click still goes through `onClick` (the router's way). */
  href?: string;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone, action?: ToastAction) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

const TOAST_DURATION_MS = 6000;

export interface ToastProviderProps {
  /** Accessible name of each toast's dismiss button, translated by the caller. */
  dismissLabel: string;
  children: ReactNode;
}

/**
 * Short notices in the corner of the screen, announced politely (errors assertively). Each goes after six
 * seconds, counted again once the pointer or the focus has left it.
 */
export function ToastProvider({ dismissLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, tone: ToastTone = 'info', action?: ToastAction) => {
    const id = nextId.current++;
    setToasts((current) => [...current.slice(-2), { id, message, tone, action }]);
  }, []);

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
  const [held, setHeld] = useState(false);
  const { id, action } = toast;

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, id, onDismiss]);

  const act = (event: MouseEvent) => {
    if (!action) return;
    // A click that opens a new tab or window is the browser's; the toast stays.
    if (action.href && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    onDismiss(id);
    action.onClick();
  };

  return (
    <div
      className={[styles.toast, toast.tone !== 'info' && styles[toast.tone]].filter(Boolean).join(' ')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      {action?.href ? (
        <a className={styles.action} href={action.href} onClick={act}>
          {action.label}
        </a>
      ) : action ? (
        <button type="button" className={styles.action} onClick={act}>
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
