import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'navy' | 'gold' | 'sand' | 'light' | 'outline' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'sand', className, ...rest }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')} {...rest} />;
}
