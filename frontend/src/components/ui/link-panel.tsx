import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';
import styles from './link-panel.module.css';
import { MessageCardPage } from './message-card-page';
import { Skeleton } from './skeleton';

export interface LinkPanelProps {
  title: string;
  /** While the page is still at work: the status line, with a loading skeleton, under the title. */
  pending?: string;
  /** What happened: notices and paragraphs. */
  children?: ReactNode;
  /** The buttons and links under it. */
  actions?: ReactNode;
}

/**
 * The page an e-mail's link opens to change a subscription (an alert's, the monthly letter's): a title, what
 * the link did or is doing, and what the reader can do next, in a card.
 */
export function LinkPanel({ title, pending, children, actions }: LinkPanelProps) {
  return (
    <MessageCardPage>
      <h1>{title}</h1>
      {pending ? (
        <div className={styles.status} role="status">
          <Skeleton width="1.5rem" height="1.5rem" />
          <p>{pending}</p>
        </div>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </MessageCardPage>
  );
}

/** A link's outcome, announced: a success as a status, a failure as an alert. */
export function LinkNotice({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      {tone === 'error' ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
      <p>{children}</p>
    </div>
  );
}
