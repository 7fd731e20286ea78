import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

export interface PageIntroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** h1 for the page's own title, h2 for a section inside a page. */
  as?: 'h1' | 'h2';
  id?: string;
  children?: ReactNode;
}

/** The eyebrow, serif title, gold rule and lead paragraph that open a page or a section. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  align = 'start',
  as: Heading = 'h1',
  id,
  children,
}: PageIntroProps) {
  return (
    <div className={[styles.intro, align === 'center' && styles.center].filter(Boolean).join(' ')}>
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <Heading id={id}>{title}</Heading>
      <span className={styles.rule} aria-hidden="true" />
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
