import { useTranslation } from 'react-i18next';
import { CardSkeletonGrid, Skeleton } from '../../components/ui/skeleton';
import styles from './page-fallback.module.css';

/** What a page shows while its code and texts load: the shape of a page, not a spinner. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={`container section ${styles.page}`}>
      <div className={styles.intro} aria-hidden="true">
        <Skeleton width="8rem" />
        <Skeleton variant="title" height="2.5rem" />
        <Skeleton width="90%" />
      </div>
      <CardSkeletonGrid count={3} label={t('status.loadingPage')} />
    </div>
  );
}
