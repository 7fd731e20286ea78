import type { ReactNode } from 'react';
import styles from './message-card-page.module.css';

/** A page that is one message in a card: what an e-mail link opens (verify, reset, unsubscribe). */
export function MessageCardPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className="container">
        <div className={styles.card}>{children}</div>
      </div>
    </div>
  );
}
