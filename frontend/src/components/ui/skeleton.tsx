import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'title' | 'media' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering shape standing in for content that is loading. Decorative: hidden from assistive tech. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, variant !== 'block' && styles[variant], className]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height }}
    />
  );
}

/** The loading shape of a catalogue card. */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton variant="media" />
      <div className={styles.cardBody}>
        <Skeleton variant="text" width="35%" />
        <Skeleton variant="title" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </div>
    </div>
  );
}

export interface SkeletonGridProps {
  count: number;
  /** Announced to screen readers while the content loads, e.g. "Cargando propiedades…". */
  label: string;
  className?: string;
}

export function CardSkeletonGrid({ count, label, className }: SkeletonGridProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{label}</span>
      <div className="grid-cards">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
