import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

function cx(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Lifts on hover and focus: for cards that lead somewhere. */
  interactive?: boolean;
  as?: 'article' | 'div' | 'li';
}

export function Card({ interactive = false, as: Tag = 'article', className, ...rest }: CardProps) {
  return <Tag className={cx(styles.card, interactive && styles.interactive, className)} {...rest} />;
}

export function CardMedia({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) {
  return (
    <div className={styles.media}>
      {children}
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.body, className)} {...rest} />;
}

/** The small line above a card's title: an icon and what it says (where, how long). */
export function CardMeta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.meta}>
      {icon}
      <span>{children}</span>
    </p>
  );
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, styles.raised, className)} {...rest} />;
}

/** Class for the one link of a card that should make the whole card clickable. */
export const cardStretchedLinkClass = styles.stretchedLink;
/** Class for controls that must stay clickable above a stretched link. */
export const cardRaisedClass = styles.raised;
