import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './account.module.css';

interface SettingsQueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** Read out while the block loads (the skeleton itself says nothing). */
  loadingLabel: string;
  failedMessage: string;
  skeletonWidth?: string;
  children: (data: Data) => ReactNode;
}

/**
 * A Settings block that shows what one query read: a skeleton while it loads, the error with a retry when it
 * failed, and then the block's content.
 */
export function SettingsQueryState<Data>({
  query,
  loadingLabel,
  failedMessage,
  skeletonWidth = '70%',
  children,
}: SettingsQueryStateProps<Data>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div role="status">
        <span className="visually-hidden">{loadingLabel}</span>
        <Skeleton width={skeletonWidth} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.actions}>
        <FormAlert tone="error" message={failedMessage} />
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
