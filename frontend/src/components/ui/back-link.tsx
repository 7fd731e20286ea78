import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from './icons';
import styles from './back-link.module.css';

/** The way back from a detail or edit page to its list, above the page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.backLink}>
      <ChevronLeftIcon size={18} />
      {children}
    </Link>
  );
}
