import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon, CompassIcon } from './icons';
import styles from './status-message.module.css';

export interface ErrorStateProps {
  title: string;
  message: string;
  /** Small print, e.g. the request id to quote to support. */
  meta?: string | null;
  retryLabel?: string;
  onRetry?: () => void;
  /** Other actions, e.g. a link back. */
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** Says what went wrong and offers a retry; announced to screen readers when it appears. */
export function ErrorState({
  title,
  message,
  meta,
  retryLabel,
  onRetry,
  actions,
  headingLevel = 'h2',
}: ErrorStateProps) {
  const Heading = headingLevel;
  return (
    <div role="alert" className={`${styles.box} ${styles.error}`}>
      <span className={styles.icon}>
        <AlertIcon size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {onRetry || actions ? (
        <div className={styles.actions}>
          {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  message?: string;
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ title, message, actions, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div role="status" className={styles.box}>
      <span className={styles.icon}>
        <CompassIcon size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
