import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import styles from './account.module.css';

/** The outcome of a submitted form of the panel, announced when it appears. */
export function FormMessage({ tone, message }: { tone: 'error' | 'success'; message: string }) {
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
