import { Skeleton } from '../../../components/ui/skeleton';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import styles from './admin.module.css';

export interface Stat {
  key: string;
  label: string;
  value: number;
}

/** A captioned group of figures: each number above its label. */
export function StatList({ label, stats }: { label: string; stats: Stat[] }) {
  const language = useLanguage();
  const captionId = useId();
  return (
    <div className={styles.statGroup}>
      <h3 id={captionId} className={styles.statCaption}>
        {label}
      </h3>
      <dl className={styles.stats} aria-labelledby={captionId}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{formatNumber(stat.value, language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The skeleton of a StatList while its figures load. */
export function StatListSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div className={styles.stats} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className={styles.stat} aria-hidden="true">
          <Skeleton variant="title" width="4rem" />
          <Skeleton width="7rem" />
        </div>
      ))}
    </div>
  );
}
