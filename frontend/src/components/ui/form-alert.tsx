import { AlertIcon, CheckIcon } from './icons';
import styles from './form-alert.module.css';

/** The outcome of a submitted form, or why it was refused, announced when it appears. */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, tone === 'success' && styles.success].filter(Boolean).join(' ')}
    >
      {tone === 'error' ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
      <p>{message}</p>
    </div>
  );
}
